import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
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
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: AccountTokenPurpose;

  /** Lower-cased like `users.email`. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email!: string;

  /** The account an `email-change` or `verify` link is for. */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
