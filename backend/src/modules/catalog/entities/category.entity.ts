import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { WithGeneratedId } from '../../../database/id-entity';

/** `name` is COLLATE NOCASE on SQLite, so names are unique regardless of case there too. */
@Entity('categories')
@Index('uq_categories_name', ['name'], { unique: true })
export class CategoryEntity extends WithGeneratedId {
  @Column({ type: 'varchar', length: FIELD_LIMITS.categoryName })
  name!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.categoryDescription, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 7, default: '#48bb78' })
  farbe!: string;
}
