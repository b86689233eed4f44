import { Entity, Index } from 'typeorm';
import { FlagColumn, ForeignId, TextColumn, TimestampColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * One message in an inquiry's thread. The side (customer or provider) is stored rather than the
 * account, so a thread survives a change of the listing's owner.
 */
@Entity('inquiry_messages')
@Index('ix_inquiry_messages_inquiry', ['inquiryId'])
export class InquiryMessageEntity extends WithGeneratedId {
  @ForeignId('inquiries', 'fk_im_inquiry', 'CASCADE') inquiryId!: number;

  @FlagColumn() vonAnbieter!: boolean;

  @TextColumn() text!: string;

  @TimestampColumn() gesendetAm!: Date;
}
