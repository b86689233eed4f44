import { Column, Entity, Index } from 'typeorm';
import { FlagColumn, ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * One message in an inquiry's thread. The side (customer or provider) is stored rather than the
 * account, so a thread survives a change of the listing's owner.
 */
@Entity('inquiry_messages')
@Index('ix_inquiry_messages_inquiry', ['inquiryId'])
export class InquiryMessageEntity extends WithGeneratedId {
  @ForeignKeyColumn('inquiry_id', 'inquiries', 'fk_im_inquiry', 'CASCADE')
  inquiryId!: number;

  @FlagColumn('von_anbieter')
  vonAnbieter!: boolean;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'gesendet_am', type: 'datetime' })
  gesendetAm!: Date;
}
