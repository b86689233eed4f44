import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('contact_messages')
export class ContactMessageEntity extends WithGeneratedId {
  @Col.ShortText(FIELD_LIMITS.contactName) name!: string;

  @Col.ShortText(FIELD_LIMITS.email) email!: string;

  @Col.Text() message!: string;

  @Col.Timestamp() erstelltAm!: Date;
}
