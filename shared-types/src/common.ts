/** Every error answer of the API: a German sentence for the user. */
export interface ApiError {
  msg: string;
}

/** Every success answer that only confirms: a German sentence. */
export interface MessageResponse {
  msg: string;
}

/**
 * A calendar date as `YYYY-MM-DD` (no time, no zone).
 * @format date
 */
export type IsoDate = string;

/**
 * A point in time as ISO 8601 with zone, e.g. `2026-11-22T20:45:15.000Z`.
 * @format date-time
 */
export type IsoDateTime = string;

/** `GET /api/health/live`: the process runs. */
export interface LivenessResponse {
  status: 'ok';
}

export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/** The `msg` of an API answer, success or error, when it carries a non-blank one. */
export function messageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { msg } = answer as { msg?: unknown };
  return typeof msg === 'string' && msg.trim() ? msg : null;
}

/**
 * A value made on first use and kept. For `Intl` formatters: each one costs a few milliseconds to
 * make (locale and time-zone data), which a page paid while its scripts started even when it never
 * formatted anything.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/**
 * The keys of a labels record in the order it declares them, so a closed set of values and how
 * they read are written once (the record), and its list and type come from it.
 */
export function keysOf<K extends string>(labels: Readonly<Record<K, string>>): readonly K[] {
  return Object.keys(labels) as K[];
}
