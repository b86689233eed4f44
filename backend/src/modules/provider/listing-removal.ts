import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { inOrder, ListenerRegistry } from '../../common/listeners/listener-registry';

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
export class ListingRemovalListeners extends ListenerRegistry<ListingRemovalListener> {
  /** Runs every listener in the deleting transaction; the returned function runs their follow-ups. */
  async collect(manager: EntityManager, providerId: number): Promise<() => Promise<void>> {
    return inOrder(await Promise.all(this.listeners.map((listener) => listener(manager, providerId))));
  }
}
