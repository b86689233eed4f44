import { statSync } from 'node:fs';

const CHECK_INTERVAL_MS = 1000;

/**
 * A file of the storefront's build, read through `load` and read again whenever the file changes,
 * so a storefront rebuilt under a running server takes effect (and never points to gone assets).
 */
export class BuildFile<T> {
  private loaded: { value: T; mtimeMs: number } | null = null;
  private checkedAt = -Infinity;
  private missing = false;

  constructor(
    readonly path: string,
    private readonly load: (path: string) => T,
  ) {}

  /**
   * The file's current content as `load` made it; null while there is no such file. Looked at once
   * a second at most: every page asks several times, and a deploy may take that long to show.
   */
  get(): T | null {
    const now = performance.now();
    if (now - this.checkedAt >= CHECK_INTERVAL_MS) {
      this.checkedAt = now;
      this.refresh();
    }
    return this.missing ? null : (this.loaded?.value ?? null);
  }

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
