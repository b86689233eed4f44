import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * One message in an inquiry's thread. The side (customer or provider) is stored rather than the
 * account, so a thread survives a change of the listing's owner.
 */
@Entity('inquiry_messages')
@Index('ix_inquiry_messages_inquiry', ['inquiryId'])
export class InquiryMessageEntity extends WithGeneratedId {
  @Col.ForeignId('inquiries', 'fk_im_inquiry', 'CASCADE') inquiryId!: number;

  @Col.Flag() vonAnbieter!: boolean;

  @Col.Text() text!: string;

  @Col.Timestamp() gesendetAm!: Date;
}
