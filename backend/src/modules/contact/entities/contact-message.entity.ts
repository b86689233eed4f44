import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity } from 'typeorm';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('contact_messages')
export class ContactMessageEntity extends WithGeneratedId {
  @Column({ type: 'varchar', length: FIELD_LIMITS.contactName })
  name!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
