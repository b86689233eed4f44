import {
  LIST_SORTS,
  type ListSort,
  MAX_PAGE_SIZE,
  type ProviderListQuery,
} from '@event-kompass/shared-types';
import { InvalidInput } from '../../common/errors/domain-error';
import { isRealIsoDate } from '../../common/pipes/fields';
import { plzProblem } from '../geo';

/** What a provider list is narrowed to (absent: no narrowing). */
export interface ListFilter {
  plz?: string;
  umkreis?: number;
  preisMax?: number;
  bewertungMin?: number;
  kategorie?: number;
  /** `YYYY-MM-DD`: leave out providers who marked this day as taken. */
  datum?: string;
}

/** A provider list request: its filter, order and page (`limit` null: all). */
export interface ListRequest {
  filter: ListFilter;
  sort: ListSort;
  limit: number | null;
  offset: number;
}

/** Every list parameter (the Record makes a new one in `ProviderListQuery` a compile error here). */
const LIST_PARAMS: Record<keyof ProviderListQuery, true> = {
  plz: true,
  umkreis: true,
  preis_max: true,
  bewertung_min: true,
  kategorie: true,
  datum: true,
  sortierung: true,
  limit: true,
  offset: true,
};

/** The parameters a category list reads (`kategorie` is the search's): its cache key holds only these. */
export const CATEGORY_LIST_QUERY = Object.keys(LIST_PARAMS).filter((name) => name !== 'kategorie');
/** The parameters a search reads. */
export const SEARCH_QUERY = ['q', ...Object.keys(LIST_PARAMS)];

export const MAX_RADIUS_KM = 1000;
/** The largest value a number parameter takes (the INT range of both engines). */
const MAX_NUMBER = 2_147_483_647;

const WHOLE_NUMBER = /^\d{1,10}$/;
const RATING = /^[1-5](?:[.,]\d{1,2})?$/;

type Query = Record<string, unknown>;

/**
 * Reads the optional list parameters (`ProviderListQuery`) with a German message for each bad
 * value. Blank values count as absent: a form sends its empty fields.
 */
export function parseListQuery(query: Query, options: { withCategory: boolean }): ListRequest {
  const plz = text(query, 'plz');
  if (plz !== undefined) {
    const problem = plzProblem(plz);
    if (problem) throw new InvalidInput(problem);
  }
  const umkreis = wholeNumber(
    query,
    'umkreis',
    0,
    MAX_RADIUS_KM,
    `Der Umkreis muss eine ganze Zahl von 0 bis ${MAX_RADIUS_KM} km sein.`,
  );
  const preisMax = wholeNumber(
    query,
    'preis_max',
    0,
    MAX_NUMBER,
    'Der Höchstpreis muss eine ganze Zahl in Euro ab 0 sein.',
  );
  const rating = text(query, 'bewertung_min');
  if (rating !== undefined && !RATING.test(rating)) {
    throw new InvalidInput('Die Mindestbewertung muss eine Zahl von 1 bis 5 sein.');
  }
  const bewertungMin = rating === undefined ? undefined : Number(rating.replace(',', '.'));
  if (bewertungMin !== undefined && bewertungMin > 5) {
    throw new InvalidInput('Die Mindestbewertung muss eine Zahl von 1 bis 5 sein.');
  }
  const kategorie = options.withCategory
    ? wholeNumber(query, 'kategorie', 1, MAX_NUMBER, 'Die Kategorie muss eine gültige ID sein.')
    : undefined;
  const limit = wholeNumber(
    query,
    'limit',
    1,
    MAX_PAGE_SIZE,
    `Der Parameter „limit“ muss eine ganze Zahl von 1 bis ${MAX_PAGE_SIZE} sein.`,
  );
  const offset = wholeNumber(
    query,
    'offset',
    0,
    MAX_NUMBER,
    'Der Parameter „offset“ muss eine ganze Zahl ab 0 sein.',
  );
  const datum = text(query, 'datum');
  if (datum !== undefined && !isRealIsoDate(datum)) {
    throw new InvalidInput('Der Parameter „datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.');
  }
  const sort = sortOf(query, plz !== undefined);
  const filter: ListFilter = {};
  if (plz !== undefined) filter.plz = plz;
  // A radius needs a centre; without a plz it narrows nothing.
  if (plz !== undefined && umkreis !== undefined) filter.umkreis = umkreis;
  if (preisMax !== undefined) filter.preisMax = preisMax;
  if (bewertungMin !== undefined) filter.bewertungMin = bewertungMin;
  if (kategorie !== undefined) filter.kategorie = kategorie;
  if (datum !== undefined) filter.datum = datum;
  return { filter, sort, limit: limit ?? null, offset: offset ?? 0 };
}

/**
 * The `sortierung` (default `relevanz`). `entfernung` without a `plz` is refused rather than
 * quietly ignored: there is no distance to sort by, and a list that looks sorted but is not misleads.
 */
function sortOf(query: Query, hasPlz: boolean): ListSort {
  const value = text(query, 'sortierung');
  if (value === undefined) return 'relevanz';
  const sort = LIST_SORTS.find((name) => name === value);
  if (sort === undefined) {
    throw new InvalidInput('Die Sortierung muss „relevanz“, „bewertung“, „preis“ oder „entfernung“ sein.');
  }
  if (sort === 'entfernung' && !hasPlz) {
    throw new InvalidInput('Für die Sortierung nach Entfernung geben Sie bitte eine PLZ an.');
  }
  return sort;
}

/** The trimmed value; undefined when absent or blank; a repeated parameter is refused. */
function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw new InvalidInput(`Der Parameter „${name}“ darf nur einmal angegeben werden.`);
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function wholeNumber(
  query: Query,
  name: string,
  min: number,
  max: number,
  message: string,
): number | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  if (!WHOLE_NUMBER.test(value)) throw new InvalidInput(message);
  const number = Number(value);
  if (number < min || number > max) throw new InvalidInput(message);
  return number;
}
