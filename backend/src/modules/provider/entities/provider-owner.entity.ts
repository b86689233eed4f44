import { Entity, Index } from 'typeorm';
import { ForeignId, PrimaryForeignId } from '../../../database/column-decorators';

/**
 * The account that runs a listing, when one was named (an application sent while logged in, or
 * the admin's choice). Without a row the listing belongs to the account with its e-mail address.
 */
@Entity('provider_owners')
@Index('ix_provider_owners_user', ['userId'])
export class ProviderOwnerEntity {
  @PrimaryForeignId('providers', 'fk_po_provider', 'CASCADE') providerId!: number;

  @ForeignId('users', 'fk_po_user', 'CASCADE') userId!: number;
}
