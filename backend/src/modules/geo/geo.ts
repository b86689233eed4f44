import { PLZ_PATTERN } from '@event-kompass/shared-types';
import { foldForSearch } from '../../common/text/search-normalize';
import { PLZ_FORMAT_MESSAGE, PLZ_UNKNOWN_MESSAGE } from './geo.messages';
import { placeEntriesOf, plzTable, rowDistanceKm, type PlzTable } from './plz-table';

/** Pure look-ups on the German postal-code table (see `plz-table.ts` for its source). */

export interface GeoCoordinates {
  lat: number;
  lon: number;
  /** True where the place is not in the coordinate source and a neighbouring code's are used. */
  approximate: boolean;
}

export interface RadiusCandidate {
  plz: string;
  /** How far from its own PLZ the candidate (a provider) travels. */
  radiusKm: number;
}

export interface RadiusMatch<T extends RadiusCandidate> {
  candidate: T;
  distanceKm: number;
}

export interface PlaceSuggestion {
  /** The place name as written ("München"). */
  text: string;
  /** The place's lowest postal code. */
  plz: string;
}

/** Row of a five-digit code, or -1; no regular expression, it runs once per candidate. */
function rowOf(table: PlzTable, plz: unknown): number {
  if (typeof plz !== 'string' || plz.length !== 5) return -1;
  let number = 0;
  for (let i = 0; i < 5; i += 1) {
    const digit = plz.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return table.rowByNumber[number];
}

/** Exactly five digits and a German postal code that exists. */
export function isValidPlz(text: unknown): text is string {
  return rowOf(plzTable(), text) >= 0;
}

/** Null for a valid code, else the German message to show (format first, then existence). */
export function plzProblem(text: unknown): string | null {
  if (typeof text !== 'string' || !PLZ_PATTERN.test(text)) return PLZ_FORMAT_MESSAGE;
  return isValidPlz(text) ? null : PLZ_UNKNOWN_MESSAGE;
}

/** The main place of a code (68159 → "Mannheim"), or null for an unknown code. */
export function placeOf(plz: string): string | null {
  const table = plzTable();
  const row = rowOf(table, plz);
  return row < 0 ? null : table.places[row][0];
}

/** Every place a code serves, main place first (a rural code often serves several villages). */
export function placesOf(plz: string): string[] {
  const table = plzTable();
  const row = rowOf(table, plz);
  return row < 0 ? [] : [...table.places[row]];
}

export function coordinatesOf(plz: string): GeoCoordinates | null {
  const table = plzTable();
  const row = rowOf(table, plz);
  if (row < 0) return null;
  return { lat: table.latDeg[row], lon: table.lonDeg[row], approximate: table.approximate[row] === 1 };
}

/** Great-circle distance in whole km, or null when either code is unknown. */
export function distanceKm(plzA: string, plzB: string): number | null {
  const table = plzTable();
  const a = rowOf(table, plzA);
  const b = rowOf(table, plzB);
  if (a < 0 || b < 0) return null;
  return Math.round(rowDistanceKm(table, a, b));
}

let lastOrigin = -1;
let lastDistances = new Uint16Array(0);

/**
 * Whole-km distances from one row to every row. There are only ~8 200 codes, so one pass over
 * the table replaces a haversine per candidate; the last origin is kept for repeated searches.
 */
function distancesFromRow(table: PlzTable, origin: number): Uint16Array {
  if (origin === lastOrigin && lastDistances.length === table.codes.length) return lastDistances;
  const distances = new Uint16Array(table.codes.length);
  for (let row = 0; row < distances.length; row += 1) {
    distances[row] = Math.round(rowDistanceKm(table, origin, row));
  }
  lastOrigin = origin;
  lastDistances = distances;
  return distances;
}

/**
 * A small number for a code (0 … ~8 200), or -1 for an unknown one: for an in-memory index that
 * stores each provider's code compactly and reads its distance from `distancesFrom`.
 */
export function plzIndexOf(plz: string): number {
  return rowOf(plzTable(), plz);
}

/**
 * Whole-km distances from `originPlz` to every code, indexed by `plzIndexOf`; null for an unknown
 * origin. Shared with the next calls for the same origin: read it, never write to it.
 */
export function distancesFrom(originPlz: string): Uint16Array | null {
  const table = plzTable();
  const origin = rowOf(table, originPlz);
  return origin < 0 ? null : distancesFromRow(table, origin);
}

/** Whole-km distances from one origin, each computed when first asked for. */
export interface DistancesFrom {
  /** Distance to a row (`plzIndexOf`) in whole km. */
  km(row: number): number;
}

const NOT_YET = 0xffff;
/** Recent origins and the distances computed from them so far (a search per origin is common). */
const lazyOrigins = new Map<number, Uint16Array>();
const MAX_LAZY_ORIGINS = 512;

/**
 * Distances from `originPlz` computed per row on demand and kept for the next searches from the
 * same origin: a filtered search touches the few rows its candidates lie in, not all ~8 200.
 * Null for an unknown origin.
 */
export function lazyDistancesFrom(originPlz: string): DistancesFrom | null {
  const table = plzTable();
  const origin = rowOf(table, originPlz);
  if (origin < 0) return null;
  let known = lazyOrigins.get(origin);
  if (known) {
    // Most recently used last, so the oldest is dropped first.
    lazyOrigins.delete(origin);
  } else if (lazyOrigins.size >= MAX_LAZY_ORIGINS) {
    // The oldest origin's array is reused: a new 16 kB buffer per search would keep the garbage
    // collector busy (buffers count as external memory), with pauses of up to 100 ms.
    const [oldest, reused] = lazyOrigins.entries().next().value as [number, Uint16Array];
    lazyOrigins.delete(oldest);
    known = reused.fill(NOT_YET);
  } else {
    known = new Uint16Array(table.codes.length).fill(NOT_YET);
  }
  lazyOrigins.set(origin, known);
  const distances = known;
  return {
    km(row: number): number {
      let value = distances[row];
      if (value === NOT_YET) {
        value = Math.round(rowDistanceKm(table, origin, row));
        distances[row] = value;
      }
      return value;
    },
  };
}

/**
 * The candidates whose own radius reaches the origin (and, with `maxKm`, no further than that),
 * in input order with their whole-km distance. The radius is compared with the rounded distance,
 * the one users see. Candidates with an unknown code are left out; an unknown origin matches none.
 */
export function withinRadius<T extends RadiusCandidate>(
  originPlz: string,
  candidates: readonly T[],
  maxKm?: number,
): RadiusMatch<T>[] {
  const table = plzTable();
  const origin = rowOf(table, originPlz);
  if (origin < 0) return [];
  const distances = distancesFromRow(table, origin);
  const cap = maxKm ?? Number.POSITIVE_INFINITY;
  const matches: RadiusMatch<T>[] = [];
  for (const candidate of candidates) {
    const row = rowOf(table, candidate.plz);
    if (row < 0) continue;
    const km = distances[row];
    if (km <= candidate.radiusKm && km <= cap) matches.push({ candidate, distanceKm: km });
  }
  return matches;
}

/**
 * Places whose name starts with `prefix`, German-folded ("münch", "muench" and "Munch" alike):
 * bigger places first (inhabitants; where unknown, an exact name, then more codes), then alphabetically.
 */
export function placesStartingWith(prefix: string, limit = 8): PlaceSuggestion[] {
  const folded = foldForSearch(prefix);
  if (folded.length === 0 || limit <= 0) return [];
  const entries = placeEntriesOf(plzTable());
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (entries[mid].folded < folded) low = mid + 1;
    else high = mid;
  }
  const hits = [];
  for (let i = low; i < entries.length && entries[i].folded.startsWith(folded); i += 1) hits.push(entries[i]);
  hits.sort(
    (a, b) =>
      b.population - a.population ||
      Number(b.folded === folded) - Number(a.folded === folded) ||
      b.codeCount - a.codeCount ||
      a.text.localeCompare(b.text, 'de') ||
      a.plz.localeCompare(b.plz),
  );
  return hits.slice(0, limit).map((entry) => ({ text: entry.text, plz: entry.plz }));
}
