import { Entity, Index, PrimaryColumn } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';

/**
 * The `provider_categories` link table as the migrations build it; ProviderEntity's
 * `kategorien` relation reads and writes it.
 */
@Entity('provider_categories')
@Index('ix_provider_categories_category', ['categoryId'])
export class ProviderCategoryEntity {
  @PrimaryColumn({ name: 'provider_id', type: 'int' })
  providerId!: number;

  @PrimaryColumn({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ForeignKey({ table: 'providers', column: 'provider_id', name: 'fk_pc_provider', onDelete: 'CASCADE' })
  readonly provider?: unknown;

  @ForeignKey({ table: 'categories', column: 'category_id', name: 'fk_pc_category', onDelete: 'RESTRICT' })
  readonly category?: unknown;
}
