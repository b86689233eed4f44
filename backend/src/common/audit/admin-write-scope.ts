import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/**
 * One admin write request in flight: how to record it, and whether a committed transaction
 * already did. The audit module opens the scope; the transaction runner records the entry in
 * the request's first transaction, so a rolled-back write leaves no entry and a committed one
 * always has one. This floor knows no module, hence the callback.
 */
export interface AdminWriteScope {
  record(manager: EntityManager): Promise<void>;
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<AdminWriteScope>();

export function runInAdminWriteScope<T>(scope: AdminWriteScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function adminWriteScopeOpen(): boolean {
  return scopes.getStore() !== undefined;
}

/**
 * Records the open scope's entry inside the transaction `manager` belongs to, unless a committed
 * transaction of the same request already did. Returns the scope to mark once this commits.
 */
export async function recordAdminWrite(manager: EntityManager): Promise<AdminWriteScope | null> {
  const scope = scopes.getStore();
  if (!scope || scope.recorded) return null;
  await scope.record(manager);
  return scope;
}
