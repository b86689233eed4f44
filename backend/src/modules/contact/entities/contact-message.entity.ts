import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity } from 'typeorm';
import { ShortTextColumn, TextColumn, TimestampColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('contact_messages')
export class ContactMessageEntity extends WithGeneratedId {
  @ShortTextColumn(FIELD_LIMITS.contactName) name!: string;

  @ShortTextColumn(FIELD_LIMITS.email) email!: string;

  @TextColumn() message!: string;

  @TimestampColumn() erstelltAm!: Date;
}
