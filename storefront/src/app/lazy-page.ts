import type { ComponentType } from 'react';

/** Set while the page reloads after a failed chunk: a second failure then goes to the error boundary. */
export const CHUNK_RELOAD_KEY = 'ek:chunk-reload';

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    return false;
  }
}

function writeFlag(on: boolean): boolean {
  try {
    if (on) sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    else sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    return true;
  } catch {
    // Without storage there is no guard against a reload loop: no automatic reload then.
    return false;
  }
}

/**
 * A route's `lazy`: its page component from a code chunk. After a deploy the chunk names of an open
 * tab point at files that are gone; reloading the page fetches the new index.html and its new chunk
 * names. That happens once (flag in sessionStorage, so it cannot loop); if the chunk fails again, the
 * error reaches the route's error boundary, whose "Neu laden" button is the visitor's next try.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      writeFlag(false);
      return { Component: module.default };
    } catch (error) {
      if (!readFlag() && writeFlag(true)) {
        window.location.reload();
        // The page goes away; nothing is to render until then.
        return new Promise<never>(() => undefined);
      }
      writeFlag(false);
      throw error;
    }
  };
}
