import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection now. V8 hands `gc` only to contexts made while `--expose-gc` is
 * set, so a fresh context fetches it (as jest's leak detector does) and the flag is reset after.
 */
export function collectGarbageNow(): void {
  setFlagsFromString('--expose-gc');
  try {
    (runInNewContext('gc') as () => void)();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
