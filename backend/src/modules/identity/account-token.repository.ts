import { Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan } from 'typeorm';
import { AccountTokenEntity, type AccountTokenPurpose } from './entities/account-token.entity';

/** The only code that touches `account_tokens`. */
@Injectable()
export class AccountTokenRepository {
  async insert(
    manager: EntityManager,
    row: {
      tokenHash: string;
      purpose: AccountTokenPurpose;
      email: string;
      userId: number | null;
      expiresAt: Date;
      now: Date;
    },
  ): Promise<void> {
    // Expired links are removed whenever a new one is made, so the table holds no stale addresses.
    await manager.getRepository(AccountTokenEntity).delete({ expiresAt: LessThan(row.now) });
    await manager.getRepository(AccountTokenEntity).insert({
      tokenHash: row.tokenHash,
      purpose: row.purpose,
      email: row.email,
      userId: row.userId,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    });
  }

  findByHash(manager: EntityManager, tokenHash: string): Promise<AccountTokenEntity | null> {
    return manager.getRepository(AccountTokenEntity).findOneBy({ tokenHash });
  }

  /** Every link of a deleted account: those made for it and those sent to its address. */
  async deleteForAccount(manager: EntityManager, userId: number, email: string): Promise<void> {
    const repo = manager.getRepository(AccountTokenEntity);
    await repo.delete({ userId });
    await repo.delete({ email });
  }

  /** The address's links of these kinds: one used link ends its siblings too. */
  async deleteLinks(manager: EntityManager, email: string, purposes: AccountTokenPurpose[]): Promise<void> {
    await manager.getRepository(AccountTokenEntity).delete({ email, purpose: In(purposes) });
  }
}
