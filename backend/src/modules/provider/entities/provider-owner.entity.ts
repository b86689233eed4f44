import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';

/**
 * The account that runs a listing, when one was named (an application sent while logged in, or
 * the admin's choice). Without a row the listing belongs to the account with its e-mail address.
 */
@Entity('provider_owners')
@Index('ix_provider_owners_user', ['userId'])
export class ProviderOwnerEntity {
  @PrimaryColumn({ name: 'provider_id', type: 'int' })
  providerId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ForeignKey({ table: 'providers', column: 'provider_id', name: 'fk_po_provider', onDelete: 'CASCADE' })
  readonly provider?: unknown;

  @ForeignKey({ table: 'users', column: 'user_id', name: 'fk_po_user', onDelete: 'CASCADE' })
  readonly user?: unknown;
}
