import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import { AccountTokenEntity, type AccountTokenPurpose } from './entities/account-token.entity';

/** The only code that touches `account_tokens`. */
@Injectable()
export class AccountTokenRepository {
  async insert(
    manager: EntityManager,
    row: { tokenHash: string; purpose: AccountTokenPurpose; email: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    // Expired links are removed whenever a new one is made, so the table holds no stale addresses.
    await manager.getRepository(AccountTokenEntity).delete({ expiresAt: LessThan(row.now) });
    await manager.getRepository(AccountTokenEntity).insert({
      tokenHash: row.tokenHash,
      purpose: row.purpose,
      email: row.email,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    });
  }

  findByHash(manager: EntityManager, tokenHash: string): Promise<AccountTokenEntity | null> {
    return manager.getRepository(AccountTokenEntity).findOneBy({ tokenHash });
  }

  /** Every link of this address: one used link ends the others too. */
  async deleteForEmail(manager: EntityManager, email: string): Promise<void> {
    await manager.getRepository(AccountTokenEntity).delete({ email });
  }
}
