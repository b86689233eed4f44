import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { inOrder, ListenerRegistry } from '../../common/listeners/listener-registry';

/**
 * What another module removes, inside the deleting transaction, when an admin deletes an account;
 * answers how many pieces of the person's content went (the statement of reasons names them).
 */
export type AdminAccountRemovalListener = (manager: EntityManager, userId: number) => Promise<number>;

/**
 * An admin's deletion removes more than the user's own deletion does: an admin deletes an
 * account mostly to get rid of abuse, so its reviews go too, while a user leaving keeps their
 * reviews as "ehemaliger Nutzer" (the schema's ON DELETE SET NULL). Modules above identity that
 * own such rows register here, so identity never touches their tables.
 */
@Injectable()
export class AdminAccountRemovalListeners extends ListenerRegistry<AdminAccountRemovalListener> {
  /** Runs every listener; the pieces of content removed, added up. */
  async run(manager: EntityManager, userId: number): Promise<number> {
    let removed = 0;
    for (const listener of this.listeners) removed += await listener(manager, userId);
    return removed;
  }
}

/** Who deleted their own account, as the modules that forget them need it. */
export interface DeletedPerson {
  id: number;
  email: string;
  /** Only a confirmed address proves that rows sent with it (contact form, reports) are theirs. */
  emailConfirmed: boolean;
  vorname: string;
  nachname: string;
  handynummer: string | null;
  /** New addresses still waiting for their confirmation link. */
  pendingEmails: string[];
}

/**
 * What another module forgets when a person deletes their own account (GDPR Art. 17): it works
 * inside the deleting transaction and may return work for after the commit (e.g. files).
 */
export type AccountRemovalListener = (
  manager: EntityManager,
  person: DeletedPerson,
) => Promise<(() => Promise<void>) | void>;

/** Modules above identity that keep data about a person register here; identity never reads their tables. */
@Injectable()
export class AccountRemovalListeners extends ListenerRegistry<AccountRemovalListener> {
  /** Runs every listener in the deleting transaction; the returned function runs their follow-ups. */
  async run(manager: EntityManager, person: DeletedPerson): Promise<() => Promise<void>> {
    const followUps: (() => Promise<void>)[] = [];
    for (const listener of this.listeners) {
      const followUp = await listener(manager, person);
      if (followUp) followUps.push(followUp);
    }
    return inOrder(followUps);
  }
}
