import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('reviews')
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** The inquiry this review verifies; null once that inquiry was deleted. */
  @Column({ name: 'inquiry_id', type: 'int', nullable: true })
  inquiryId!: number | null;

  @Column({ type: 'int' })
  sterne!: number;

  @Column({ type: 'text', nullable: true })
  kommentar!: string | null;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
