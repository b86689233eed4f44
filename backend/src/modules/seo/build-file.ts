import { statSync } from 'node:fs';

/**
 * A file of the storefront's build, read through `load` and read again whenever the file changes,
 * so a storefront rebuilt under a running server takes effect (and never points to gone assets).
 */
export class BuildFile<T> {
  private loaded: { value: T; mtimeMs: number } | null = null;

  constructor(
    readonly path: string,
    private readonly load: (path: string) => T,
  ) {}

  /** The file's current content as `load` made it; null while there is no such file. */
  get(): T | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) this.loaded = { value: this.load(this.path), mtimeMs };
    return this.loaded.value;
  }
}
