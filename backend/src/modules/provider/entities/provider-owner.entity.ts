import { Entity, Index } from 'typeorm';
import { ForeignKeyColumn, PrimaryForeignKeyColumn } from '../../../database/column-decorators';

/**
 * The account that runs a listing, when one was named (an application sent while logged in, or
 * the admin's choice). Without a row the listing belongs to the account with its e-mail address.
 */
@Entity('provider_owners')
@Index('ix_provider_owners_user', ['userId'])
export class ProviderOwnerEntity {
  @PrimaryForeignKeyColumn('provider_id', 'providers', 'fk_po_provider', 'CASCADE')
  providerId!: number;

  @ForeignKeyColumn('user_id', 'users', 'fk_po_user', 'CASCADE')
  userId!: number;
}
