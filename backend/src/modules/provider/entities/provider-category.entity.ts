import { Entity, Index } from 'typeorm';
import { PrimaryForeignKeyColumn } from '../../../database/column-decorators';

/**
 * The `provider_categories` link table as the migrations build it; ProviderEntity's
 * `kategorien` relation reads and writes it.
 */
@Entity('provider_categories')
@Index('ix_provider_categories_category', ['categoryId'])
export class ProviderCategoryEntity {
  @PrimaryForeignKeyColumn('provider_id', 'providers', 'fk_pc_provider', 'CASCADE')
  providerId!: number;

  @PrimaryForeignKeyColumn('category_id', 'categories', 'fk_pc_category', 'RESTRICT')
  categoryId!: number;
}
