import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** `name` is COLLATE NOCASE on SQLite, so names are unique regardless of case there too. */
@Entity('categories')
@Index('uq_categories_name', ['name'], { unique: true })
export class CategoryEntity extends WithGeneratedId {
  @Col.ShortText(FIELD_LIMITS.categoryName) name!: string;

  @Col.ShortText(FIELD_LIMITS.categoryDescription, { nullable: true }) description!: string | null;

  @Col.ShortText(7, { default: '#48bb78' }) farbe!: string;
}
