import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { FlagColumn, ForeignKey } from '../../../database/column-decorators';

/**
 * One message in an inquiry's thread. The side (customer or provider) is stored rather than the
 * account, so a thread survives a change of the listing's owner.
 */
@Entity('inquiry_messages')
@Index('ix_inquiry_messages_inquiry', ['inquiryId'])
export class InquiryMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'inquiry_id', type: 'int' })
  inquiryId!: number;

  @ForeignKey({ table: 'inquiries', column: 'inquiry_id', name: 'fk_im_inquiry', onDelete: 'CASCADE' })
  readonly inquiry?: unknown;

  @FlagColumn('von_anbieter')
  vonAnbieter!: boolean;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'gesendet_am', type: 'datetime' })
  gesendetAm!: Date;
}
