import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';

/**
 * The `provider_categories` link table as the migrations build it; ProviderEntity's
 * `kategorien` relation reads and writes it.
 */
@Entity('provider_categories')
@Index('ix_provider_categories_category', ['categoryId'])
export class ProviderCategoryEntity {
  @Col.PrimaryForeignId('providers', 'fk_pc_provider', 'CASCADE') providerId!: number;

  @Col.PrimaryForeignId('categories', 'fk_pc_category', 'RESTRICT') categoryId!: number;
}
