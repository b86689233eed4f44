import { statSync, unwatchFile, watchFile } from 'node:fs';

/** How often the file is looked at (a stat on the thread pool, never on a request's path). */
const WATCH_INTERVAL_MS = 1000;

/**
 * A file of the storefront's build, read through `load` and read again after the file changed, so a
 * storefront rebuilt under a running server takes effect (and never points to gone assets).
 */
export class BuildFile<T> {
  private loaded: { value: T; mtimeMs: number } | null = null;
  private missing = false;
  private stale = true;
  private watching = false;

  /** `replaced` runs as soon as a new build takes the place of one already in use. */
  constructor(
    readonly path: string,
    private readonly load: (path: string) => T,
    private readonly replaced: () => void = () => undefined,
  ) {}

  /** The file's current content as `load` made it; null while there is no such file. */
  get(): T | null {
    if (!this.watching) {
      this.watching = true;
      // Not persistent: the watch never keeps the process alive.
      watchFile(this.path, { interval: WATCH_INTERVAL_MS, persistent: false }, this.changed);
    }
    if (this.stale) {
      this.stale = false;
      this.refresh();
    }
    return this.missing ? null : (this.loaded?.value ?? null);
  }

  close(): void {
    if (this.watching) unwatchFile(this.path, this.changed);
    this.watching = false;
  }

  private readonly changed = (): void => {
    this.stale = true;
    if (this.loaded) this.replaced();
  };

  private refresh(): void {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      this.missing = true;
      return;
    }
    this.missing = false;
    if (this.loaded?.mtimeMs !== mtimeMs) this.loaded = { value: this.load(this.path), mtimeMs };
  }
}
