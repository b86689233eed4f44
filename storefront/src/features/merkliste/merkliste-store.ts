import { useSyncExternalStore } from 'react';
import { GUEST_MERKLISTE_KEY, MERKLISTE_LIMIT } from '@event-kompass/shared-types';
import { errorMessage, storageItem } from '@event-kompass/web-client';
import { addToMerkliste, getMerkliste, removeFromMerkliste } from '@/features/merkliste/api/merkliste';

/**
 * Which providers are on the shortlist, for every heart on the page at once. A guest's list lives
 * in localStorage; once logged in the account's list on the server is the one, and the guest's list
 * is merged into it (MerklisteSession, mounted once in the layout).
 */
interface State {
  ids: readonly number[];
  /** null: a guest. */
  userId: number | null;
}

let state: State = { ids: [], userId: null };
/** Settles once a guest list is merged into the account (at once for a guest). */
let merged: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();
const EMPTY: State = { ids: [], userId: null };

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Without storage (private mode) a guest's list lasts as long as the page. */
const guestList = storageItem(() => localStorage, GUEST_MERKLISTE_KEY);

export function readGuestIds(): number[] {
  const parsed = guestList.readJson();
  return Array.isArray(parsed)
    ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MERKLISTE_LIMIT)
    : [];
}

function writeGuestIds(ids: readonly number[]): void {
  guestList.write(ids.length ? JSON.stringify(ids) : null);
}

/** The shortlisted ids; empty on the server and in the first render (matching its markup). */
export function useMerklisteIds(): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => state.ids,
    () => EMPTY.ids,
  );
}

/**
 * Starts the list for a guest (from the browser) or a user: the guest's ids go to the account
 * first (each PUT is idempotent; a provider gone offline or a full list just stays out), then
 * the browser's copy is emptied and the account's list read.
 */
export async function startMerkliste(userId: number | null): Promise<void> {
  if (userId === null) {
    merged = Promise.resolve();
    set({ ids: readGuestIds(), userId: null });
    return;
  }
  set({ ids: state.userId === userId ? state.ids : [], userId });
  const guestIds = readGuestIds();
  merged = (async () => {
    for (const id of guestIds) await addToMerkliste(id).catch(() => undefined);
    writeGuestIds([]);
  })();
  await merged;
  try {
    const rows = await getMerkliste();
    if (state.userId === userId) set({ ids: rows.map((row) => row.id), userId });
  } catch {
    /* the hearts stay empty; the page /merkliste shows the error */
  }
}

/** Waits until a guest list just brought to the account is there, so a read of the account's list has it. */
export function merklisteMerged(): Promise<void> {
  return merged;
}

/** Adds or removes one provider; a German text when it did not work. */
export async function toggleMerkliste(anbieterId: number): Promise<string | null> {
  const on = state.ids.includes(anbieterId);
  const next = on ? state.ids.filter((id) => id !== anbieterId) : [...state.ids, anbieterId];
  if (!on && next.length > MERKLISTE_LIMIT) {
    return `Ihre Merkliste ist voll: Sie können höchstens ${MERKLISTE_LIMIT} Anbieter merken.`;
  }
  const before = state;
  set({ ...state, ids: next });
  if (before.userId === null) {
    writeGuestIds(next);
    return null;
  }
  try {
    await (on ? removeFromMerkliste(anbieterId) : addToMerkliste(anbieterId));
    return null;
  } catch (error) {
    if (state.userId === before.userId) set({ ...state, ids: before.ids });
    return errorMessage(error, 'Die Merkliste konnte nicht gespeichert werden.');
  }
}

/** Drops providers from the guest's browser list that turned out to be gone (their page answers 404). */
export function forgetGuestIds(gone: readonly number[]): void {
  if (state.userId !== null || gone.length === 0) return;
  const ids = state.ids.filter((id) => !gone.includes(id));
  writeGuestIds(ids);
  set({ ...state, ids });
}
