import { Injectable } from '@nestjs/common';
import { type EntityManager, In, LessThan, MoreThan } from 'typeorm';
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
    // No sweep of expired links here: a range DELETE in this transaction takes next-key locks
    // that the INSERT of a parallel request waits for, and InnoDB answers with a deadlock.
    // The daily retention job sweeps them (deleteExpired).
    await manager.getRepository(AccountTokenEntity).insert({
      tokenHash: row.tokenHash,
      purpose: row.purpose,
      email: row.email,
      userId: row.userId,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    });
  }

  /** Links past their validity: they no longer work, so their addresses need not stay. */
  async deleteExpired(manager: EntityManager, now: Date): Promise<number> {
    const result = await manager.getRepository(AccountTokenEntity).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
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

  /** The new addresses an account asked to switch to whose links still work, oldest first. */
  async pendingEmailChanges(manager: EntityManager, userId: number, now: Date): Promise<string[]> {
    const rows = await manager.getRepository(AccountTokenEntity).find({
      select: { email: true },
      where: { userId, purpose: 'email-change', expiresAt: MoreThan(now) },
      order: { id: 'ASC' },
    });
    return [...new Set(rows.map((row) => row.email))];
  }

  /** The address's links of these kinds: one used link ends its siblings too. */
  async deleteLinks(manager: EntityManager, email: string, purposes: AccountTokenPurpose[]): Promise<void> {
    await manager.getRepository(AccountTokenEntity).delete({ email, purpose: In(purposes) });
  }
}
