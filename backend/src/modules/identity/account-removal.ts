import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What another module removes, inside the deleting transaction, when an admin deletes an account. */
export type AdminAccountRemovalListener = (manager: EntityManager, userId: number) => Promise<void>;

/**
 * An admin's deletion removes more than the user's own deletion does: an admin deletes an
 * account mostly to get rid of abuse, so its reviews go too, while a user leaving keeps their
 * reviews as "ehemaliger Nutzer" (the schema's ON DELETE SET NULL). Modules above identity that
 * own such rows register here, so identity never touches their tables.
 */
@Injectable()
export class AdminAccountRemovalListeners {
  private readonly listeners: AdminAccountRemovalListener[] = [];

  register(listener: AdminAccountRemovalListener): void {
    this.listeners.push(listener);
  }

  async run(manager: EntityManager, userId: number): Promise<void> {
    for (const listener of this.listeners) await listener(manager, userId);
  }
}
