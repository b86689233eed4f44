import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What another module does when a listing is deleted: it reads what it needs inside the
 * deleting transaction (the rows go with the listing by cascade) and returns the work to do
 * once the deletion is committed (e.g. removing files).
 */
export type ListingRemovalListener = (
  manager: EntityManager,
  providerId: number,
) => Promise<() => Promise<void>>;

/** Modules that keep more than rows about a listing register here; the provider module calls them. */
@Injectable()
export class ListingRemovalListeners {
  private readonly listeners: ListingRemovalListener[] = [];

  register(listener: ListingRemovalListener): void {
    this.listeners.push(listener);
  }

  /** Runs every listener in the deleting transaction; the returned function runs their follow-ups. */
  async collect(manager: EntityManager, providerId: number): Promise<() => Promise<void>> {
    const followUps = await Promise.all(this.listeners.map((listener) => listener(manager, providerId)));
    return async () => {
      for (const followUp of followUps) await followUp();
    };
  }
}
