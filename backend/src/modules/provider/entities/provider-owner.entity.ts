import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';

/**
 * The account that runs a listing, when one was named (an application sent while logged in, or
 * the admin's choice). Without a row the listing belongs to the account with its e-mail address.
 */
@Entity('provider_owners')
@Index('ix_provider_owners_user', ['userId'])
export class ProviderOwnerEntity {
  @Col.PrimaryForeignId('providers', 'fk_po_provider', 'CASCADE') providerId!: number;

  @Col.ForeignId('users', 'fk_po_user', 'CASCADE') userId!: number;
}
