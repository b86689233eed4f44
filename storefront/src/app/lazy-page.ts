import type { ComponentType } from 'react';
import { storageItem } from '@event-kompass/web-client';
import { ChunkLoadError } from '@/lib/deferred';

/** Set while the page reloads after a failed chunk: a second failure then stays on the error boundary. */
const CHUNK_RELOAD_KEY = 'ek:chunk-reload';
const reloadFlag = storageItem(() => sessionStorage, CHUNK_RELOAD_KEY);

/**
 * For the error boundary: after a deploy an open tab still names chunks that are gone, and reloading
 * fetches the new index.html with the new names. The first failed chunk reloads the page; a second one
 * in a row does not (the flag is set then), so it cannot loop. Without sessionStorage there is no such
 * guard, and so no automatic reload.
 */
export function mayReloadForChunk(): boolean {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY) === null;
  } catch {
    return false;
  }
}

/**
 * Reloads the page for a failed chunk, remembering that it did. Without storage (private mode) there is
 * no guard against a reload loop, so no automatic reload.
 */
export function reloadForChunk(): void {
  if (reloadFlag.write('1')) window.location.reload();
}

/** The error stays: the next failed chunk later in this tab (the next deploy) gets its one reload again. */
export function endChunkReloadRound(): void {
  reloadFlag.write(null);
}

/**
 * A route's `lazy`: its page component from a code chunk. A failure becomes a `ChunkLoadError` for the
 * route's error boundary (which reloads once, see above); a success ends a reload round.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let module: { default: ComponentType };
    try {
      module = await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
    endChunkReloadRound();
    return { Component: module.default };
  };
}
