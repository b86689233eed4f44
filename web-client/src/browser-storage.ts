/**
 * One key of the browser's storage, where the storage may be missing (the storefront's server
 * renderer) or refuse (private mode): reading then gives null and writing does nothing but answer
 * false. What a page keeps there is a convenience, so the page works on without it.
 */
export function storageItem(storage: () => Storage, key: string) {
  function read(): string | null {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  }
  return {
    read,
    /** The kept value parsed as JSON; null when there is none or it is no JSON. */
    readJson(): unknown {
      try {
        return JSON.parse(read() ?? 'null');
      } catch {
        return null;
      }
    },
    /** Keeps the value, or removes the key for null; false when the storage refused. */
    write(value: string | null): boolean {
      try {
        if (value === null) storage().removeItem(key);
        else storage().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
  };
}
