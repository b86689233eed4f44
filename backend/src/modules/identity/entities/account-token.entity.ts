import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * What a link from a mail lets its holder do: set a password (`reset`), create the account of
 * an activated listing (`setup`), confirm the account's address (`verify`) or a new one
 * (`email-change`, sent to the new address).
 */
export type AccountTokenPurpose = 'reset' | 'setup' | 'verify' | 'email-change';

/**
 * A single-use link sent by mail: set a new password (`reset`, 60 min) or create the account
 * for an activated listing (`setup`, 72 h). Only the SHA-256 of the token is kept, so a copy
 * of the database opens no account. Bound to an address, not an id: a reset link stops working
 * when the account's address changes.
 */
@Entity('account_tokens')
@Index('uq_account_tokens_hash', ['tokenHash'], { unique: true })
@Index('ix_account_tokens_email', ['email'])
export class AccountTokenEntity extends WithGeneratedId {
  @Col.ShortText(64) tokenHash!: string;

  @Col.ShortText(16) purpose!: AccountTokenPurpose;

  /** Lower-cased like `users.email`. */
  @Col.ShortText(FIELD_LIMITS.email) email!: string;

  /** The account an `email-change` or `verify` link is for. */
  @Col.Int({ nullable: true }) userId!: number | null;

  @Col.Timestamp() expiresAt!: Date;

  @Col.Timestamp() createdAt!: Date;
}
