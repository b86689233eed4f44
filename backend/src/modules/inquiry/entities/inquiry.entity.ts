import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('inquiries')
export class InquiryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @Column({ type: 'text' })
  nachricht!: string;

  /** `YYYY-MM-DD` */
  @Column({ name: 'event_datum', type: 'date' })
  eventDatum!: string;

  @Column({ name: 'gesendet_am', type: 'datetime' })
  gesendetAm!: Date;

  @Column({ name: 'hat_bewertet', type: 'boolean', default: false })
  hatBewertet!: boolean;
}
