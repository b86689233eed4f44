import { Injectable, Logger } from '@nestjs/common';
import {
  berlinToday,
  type ListSort,
  type ProviderAvailability,
  type ProviderPhoto,
  type PublicProvider,
  type SearchResult,
  type SearchSuggestion,
} from '@event-kompass/shared-types';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { foldForSearch } from '../../common/text/search-normalize';
import { CatalogService, CategoryNotFound } from '../catalog';
import { lazyDistancesFrom, plzIndexOf } from '../geo';
import { type CategoryRefs, OwnListingService, ProviderService, type PublicListing } from '../provider';
import { PhotoService } from '../photo';
import { ReviewService } from '../review';
import type { ListFilter } from './list-query';
import { type SearchDocument, SearchIndex } from './search/search-index';

/** One public provider as the lists show it, with what filtering and ordering need at hand. */
interface CatalogEntry {
  row: PublicProvider;
  /** The row as JSON; made when first answered. */
  rowJson?: string;
  /**
   * The row as a search hit's JSON, already UTF-8: a search answer is these bytes copied into
   * one buffer, not a string of 15 kB that is joined and then encoded again for the socket (as a
   * string it was mostly two bytes a character, for one "–" or "ş" in it).
   */
  searchBytes?: Buffer;
  doc: SearchDocument;
  foldedName: string;
  /** Row in the postal-code table, -1 without (or with an unknown) plz. */
  plzRow: number;
  radiusKm: number;
  /** -1 when not stated. */
  price: number;
  /** -1 without reviews. */
  rating: number;
}

/**
 * A page of a provider list as the JSON array the API answers (`PublicProvider[]` or
 * `SearchResult[]`), put together from each row's JSON made once, and the number of all matches.
 */
export interface CatalogPage {
  json: string;
  total: number;
  /** The page's providers (counted as search hits). */
  ids: number[];
}

/** A search answer: the page's JSON array as UTF-8, the number of all matches, a correction. */
export interface SearchPage {
  body: Buffer;
  total: number;
  correction: string | null;
  /** The page's providers (counted as search hits). */
  ids: number[];
}

/** A row's JSON with the distance added as its last field (as `{ ...row, entfernung_km }` would). */
function withDistance(json: string, km: number): string {
  return `${json.slice(0, -1)},"entfernung_km":${km}}`;
}

/**
 * The JSON array of rows given as UTF-8 JSON objects; with `distances`, each row gets its
 * `entfernung_km` as the last field (as withDistance does for text).
 */
function jsonArray(rows: readonly Buffer[], distances: readonly number[] | null): Buffer {
  const tails = distances?.map((km) => `,"entfernung_km":${km}}`);
  let length = 2 + Math.max(0, rows.length - 1);
  rows.forEach((row, i) => (length += tails ? row.length - 1 + tails[i].length : row.length));
  // Not from Node's shared pool: a small answer kept by the response cache must not pin a slab.
  const body = Buffer.allocUnsafeSlow(length);
  let at = 0;
  body[at++] = 0x5b; // [
  rows.forEach((row, i) => {
    if (i > 0) body[at++] = 0x2c; // ,
    if (tails) {
      at += row.copy(body, at, 0, row.length - 1);
      at += body.write(tails[i], at, 'latin1');
    } else {
      at += row.copy(body, at);
    }
  });
  body[at] = 0x5d; // ]
  return body;
}

/**
 * Above this many changed providers a refresh builds a new index instead of updating the old
 * one: each update shifts the rank order (linear), a build sorts once.
 */
const MAX_INCREMENTAL_CHANGES = 2000;

/** Everything the lists read, as of one catalog version. */
class Snapshot {
  private categoryLists = new Map<number, CatalogEntry[]>();
  /** Category ids by folded name, for the suggestions (which name categories by label). */
  private readonly categoryIdByLabel: Map<string, number>;

  constructor(
    readonly version: number,
    readonly entries: Map<number, CatalogEntry>,
    readonly index: SearchIndex,
    readonly categories: CategoryRefs,
    /** Days each provider marked as taken, from the snapshot's day on. */
    readonly taken: ReadonlyMap<number, ReadonlySet<string>>,
  ) {
    for (const [id, entry] of entries) this.byId[id] = entry;
    this.categoryIdByLabel = new Map(
      [...categories.values()].map((category) => [foldForSearch(category.name), category.id]),
    );
  }

  /**
   * The entries indexed by provider id (ids are small and dense): a filter asks once per
   * candidate, and with 100 000 providers a common word has tens of thousands of them.
   */
  readonly byId: (CatalogEntry | undefined)[] = [];

  /** A category's providers by folded name and id, the order of the spec's list. */
  inCategory(categoryId: number): CatalogEntry[] {
    let list = this.categoryLists.get(categoryId);
    if (!list) {
      list = [...this.entries.values()]
        .filter((entry) => entry.row.kategorien.some((category) => category.id === categoryId))
        .sort(byName);
      this.categoryLists.set(categoryId, list);
    }
    return list;
  }

  private readonly takenJson = new Map<number, string>();

  /** A provider's taken days as the availability route answers them (in order), made once. */
  availabilityJson(id: number): string {
    let json = this.takenJson.get(id);
    if (json === undefined) {
      const availability: ProviderAvailability = { belegt: [...(this.taken.get(id) ?? [])].sort() };
      json = JSON.stringify(availability);
      this.takenJson.set(id, json);
    }
    return json;
  }

  categoryIdOf(label: string): number | null {
    return this.categoryIdByLabel.get(foldForSearch(label)) ?? null;
  }
}

/** Every match in `order` (name order among equals: the sorts are stable), and the page of them. */
function orderedPage(
  all: CatalogEntry[],
  order: (a: CatalogEntry, b: CatalogEntry) => number,
  page: { limit: number; offset: number },
): { entries: CatalogEntry[]; total: number } {
  all.sort(byName).sort(order);
  return { entries: all.slice(page.offset, page.offset + page.limit), total: all.length };
}

function byName(a: CatalogEntry, b: CatalogEntry): number {
  return a.foldedName < b.foldedName ? -1 : a.foldedName > b.foldedName ? 1 : a.row.id - b.row.id;
}

/**
 * The order of a `sortierung` other than the search's ranking, for a stable sort over a list
 * already in name order: best rating first (more reviews first among equal ratings), lowest
 * price first, nearest first; providers without a rating or price last.
 */
function comparatorFor(
  sort: Exclude<ListSort, 'relevanz'>,
  test: FilterTest | null,
): (a: CatalogEntry, b: CatalogEntry) => number {
  if (sort === 'bewertung') {
    return (a, b) => b.rating - a.rating || b.row.review_count - a.row.review_count;
  }
  if (sort === 'preis') {
    // Without a price: after every stated one (prices are whole euros far below this).
    const price = (entry: CatalogEntry): number => (entry.price < 0 ? Number.MAX_SAFE_INTEGER : entry.price);
    return (a, b) => price(a) - price(b);
  }
  return test?.hasOrigin ? (a, b) => test.distanceOf(a) - test.distanceOf(b) : () => 0;
}

/**
 * The public provider lists (search and category pages) served from memory: every public
 * provider with its rating, an inverted search index over them, and their place and price for
 * the filters. It follows the public response cache's catalog version — any write that may
 * change a public answer, here or (through Redis) on another instance, and the change of the
 * Berlin day — so the first read after a change waits for the refresh and none is stale.
 * A refresh reads the public providers and updates only the ones that changed.
 */
@Injectable()
export class PublicCatalog {
  private readonly logger = new Logger('Suchkatalog');
  private snapshot: Snapshot | null = null;
  private refreshing: { version: number; done: Promise<Snapshot> } | null = null;

  constructor(
    private readonly providers: ProviderService,
    private readonly ownListings: OwnListingService,
    private readonly photos: PhotoService,
    private readonly reviews: ReviewService,
    private readonly catalog: CatalogService,
    private readonly cache: PublicResponseCache,
  ) {}

  /** Called at start-up once the data is in place, so the first visitor does not wait. */
  async load(): Promise<void> {
    const started = Date.now();
    const snapshot = await this.current();
    const heapMb = Math.round(process.memoryUsage().heapUsed / 1e6);
    this.logger.log(
      `${snapshot.entries.size} Anbieter in ${Date.now() - started} ms geladen (Heap ${heapMb} MB).`,
    );
  }

  /** Providers in the loaded search index (0 before the first load); never waits for a refresh. */
  get indexedProviders(): number {
    return this.snapshot?.entries.size ?? 0;
  }

  /**
   * Public providers matching the query, best first (or in the order `sort` asks for), and how
   * many match in all.
   */
  async search(
    query: string,
    filter: ListFilter,
    page: { limit: number; offset: number },
    sort: ListSort = 'relevanz',
  ): Promise<SearchPage> {
    const snapshot = await this.current();
    const test = this.filterFor(snapshot, filter);
    let entries: CatalogEntry[];
    let total: number;
    if (sort === 'relevanz') {
      // The default path stays as it was: the index keeps only the page's best.
      const found = snapshot.index.search(query, { ...page, filter: test?.accepts });
      entries = found.ids.map((id) => snapshot.byId[id] as CatalogEntry);
      total = found.total;
    } else {
      // Another order needs every match: collect them through the filter, then sort once.
      const all: CatalogEntry[] = [];
      snapshot.index.search(query, {
        limit: 0,
        filter: (id) => {
          if (test && !test.accepts(id)) return false;
          all.push(snapshot.byId[id] as CatalogEntry);
          return true;
        },
      });
      ({ entries, total } = orderedPage(all, comparatorFor(sort, test), page));
    }
    let correction: string | null = null;
    if (total === 0) {
      const corrected = snapshot.index.correct(query);
      // Only propose a spelling that finds something under the same filters.
      if (corrected && snapshot.index.search(corrected, { limit: 0, filter: test?.accepts }).total > 0) {
        correction = corrected;
      }
    }
    return this.searchPage(entries, total, correction, test);
  }

  /**
   * A search without words but with a PLZ: every public provider whose radius reaches it,
   * nearest first (then by name), or in the order `sort` asks for.
   */
  async near(
    filter: ListFilter,
    page: { limit: number; offset: number },
    sort: ListSort = 'relevanz',
  ): Promise<SearchPage> {
    const snapshot = await this.current();
    const test = this.filterFor(snapshot, filter);
    if (!test?.hasOrigin) return { body: Buffer.from('[]'), total: 0, correction: null, ids: [] };
    // Straight into the matches: a copy of all 100 000 entries per request was only garbage.
    const all: CatalogEntry[] = [];
    for (const entry of snapshot.entries.values()) if (test.accepts(entry.row.id)) all.push(entry);
    const order = comparatorFor(sort === 'relevanz' ? 'entfernung' : sort, test);
    const { entries, total } = orderedPage(all, order, page);
    return this.searchPage(entries, total, null, test);
  }

  /** A search answer: the page's rows (with their distance when a PLZ is given) and its counts. */
  private searchPage(
    entries: CatalogEntry[],
    total: number,
    correction: string | null,
    test: FilterTest | null,
  ): SearchPage {
    const rows = entries.map((entry) => (entry.searchBytes ??= Buffer.from(searchJsonOf(entry))));
    const distances = test?.hasOrigin ? entries.map((entry) => test.distanceOf(entry)) : null;
    return { body: jsonArray(rows, distances), total, correction, ids: entries.map((entry) => entry.row.id) };
  }

  /** A category's public providers by name, or nearest first when a plz is given; unknown category: 404. */
  async inCategory(
    categoryId: number,
    filter: ListFilter,
    page: { limit: number | null; offset: number },
    sort: ListSort = 'relevanz',
  ): Promise<CatalogPage> {
    const snapshot = await this.current();
    if (!snapshot.categories.has(categoryId)) throw new CategoryNotFound();
    const test = this.filterFor(snapshot, filter);
    let matches = snapshot.inCategory(categoryId);
    if (test) {
      matches = matches.filter((entry) => test.accepts(entry.row.id));
      // Nearest first; the name order is kept among equal distances (a stable sort).
      if (test.hasOrigin) matches.sort((a, b) => test.distanceOf(a) - test.distanceOf(b));
    }
    // The name order (or the distance's) is kept among equals: the sorts are stable.
    if (sort === 'bewertung' || sort === 'preis') {
      matches = (test ? matches : [...matches]).sort(comparatorFor(sort, test));
    }
    const end = page.limit === null ? undefined : page.offset + page.limit;
    const shown = matches.slice(page.offset, end);
    const rows = shown.map((entry) => {
      const json = (entry.rowJson ??= JSON.stringify(entry.row));
      return test?.hasOrigin ? withDistance(json, test.distanceOf(entry)) : json;
    });
    return { json: `[${rows.join(',')}]`, total: matches.length, ids: shown.map((entry) => entry.row.id) };
  }

  /** Up to `limit` completions of what the visitor has typed: categories, places, providers. */
  async suggest(prefix: string, limit: number): Promise<SearchSuggestion[]> {
    const snapshot = await this.current();
    return snapshot.index.suggest(prefix, limit).map((suggestion) => {
      if (suggestion.type === 'category') {
        return { text: suggestion.text, typ: 'kategorie', id: snapshot.categoryIdOf(suggestion.text) };
      }
      if (suggestion.type === 'place') return { text: suggestion.text, typ: 'ort', id: null };
      return { text: suggestion.text, typ: 'anbieter', id: suggestion.id };
    });
  }

  /**
   * A public provider's entry and taken days (from today on, in order), both as the JSON the API
   * answers, from one snapshot, as its page shows them; null when not public. The days come from the
   * list filter's copy, which the same writes and the change of day renew: a page costs no query.
   */
  async publicPage(
    id: number,
  ): Promise<{ provider: PublicProvider; providerJson: string; availabilityJson: string } | null> {
    const snapshot = await this.current();
    const entry = snapshot.byId[id];
    if (!entry) return null;
    return {
      provider: entry.row,
      providerJson: (entry.rowJson ??= JSON.stringify(entry.row)),
      availabilityJson: snapshot.availabilityJson(id),
    };
  }

  /** The public rows of these providers in the given order; ids not (or no longer) public are left out. */
  async rowsOf(ids: readonly number[]): Promise<PublicProvider[]> {
    const snapshot = await this.current();
    return ids.flatMap((id) => {
      const entry = snapshot.byId[id];
      return entry ? [entry.row] : [];
    });
  }

  /** A category's public providers by name; null for an unknown category. */
  async providersInCategory(categoryId: number): Promise<PublicProvider[] | null> {
    const snapshot = await this.current();
    if (!snapshot.categories.has(categoryId)) return null;
    return snapshot.inCategory(categoryId).map((entry) => entry.row);
  }

  /** Every public provider by id, and the categories, as of the current catalog version. */
  async everything(): Promise<{ providers: PublicProvider[]; categories: CategoryRefs }> {
    const snapshot = await this.current();
    return {
      providers: [...snapshot.entries.values()].map((entry) => entry.row),
      categories: snapshot.categories,
    };
  }

  /** The snapshot of the current catalog version; waits for a refresh when a write made it old. */
  private current(): Promise<Snapshot> {
    const version = this.cache.version;
    if (this.snapshot?.version === version) return Promise.resolve(this.snapshot);
    if (this.refreshing?.version === version) return this.refreshing.done;
    const previous = this.refreshing?.done.catch(() => null) ?? Promise.resolve(null);
    const done = previous.then(() => this.refresh(version));
    const refreshing = { version, done };
    this.refreshing = refreshing;
    const clear = (): void => {
      if (this.refreshing === refreshing) this.refreshing = null;
    };
    done.then(clear, clear);
    return done;
  }

  private async refresh(version: number): Promise<Snapshot> {
    if (this.snapshot?.version === version) return this.snapshot;
    const previous = this.snapshot?.entries;
    const categories = await this.catalog.categoryRefs();
    const ratingOf = await this.reviews.allRatings();
    const taken = await this.ownListings.allTakenFrom(berlinToday());
    const photosOf = await this.photos.allByProvider();
    const entries = new Map<number, CatalogEntry>();
    /** Providers whose searchable text or tie-breakers changed (or who are new). */
    const changed: SearchDocument[] = [];
    for await (const page of this.providers.allPublicPages(categories)) {
      for (const listing of page) {
        const { average, count } = ratingOf(listing.id);
        const before = previous?.get(listing.id);
        const entry = toEntry(listing, average, count, photosOf.get(listing.id) ?? []);
        // An unchanged provider keeps its entry (and the JSON made for it).
        entries.set(listing.id, before && sameEntry(before, entry) ? before : entry);
        if (!before || !sameDocument(before.doc, entry.doc)) changed.push(entry.doc);
      }
    }
    const gone = [...(previous?.keys() ?? [])].filter((id) => !entries.has(id));
    const index = this.updatedIndex(entries, changed, gone);
    index.prepare();
    this.snapshot = new Snapshot(version, entries, index, categories, taken);
    return this.snapshot;
  }

  /** The previous index with only the changed providers updated, or a new one. */
  private updatedIndex(
    entries: Map<number, CatalogEntry>,
    changed: SearchDocument[],
    gone: number[],
  ): SearchIndex {
    const previous = this.snapshot;
    if (!previous || changed.length + gone.length > MAX_INCREMENTAL_CHANGES) {
      return SearchIndex.build([...entries.values()].map((entry) => entry.doc));
    }
    // Requests read the index only synchronously after awaiting the snapshot, so updating it
    // in place here (synchronously) never shows a half-updated index.
    for (const id of gone) previous.index.remove(id);
    for (const doc of changed) previous.index.upsert(doc);
    return previous.index;
  }

  /** The filter's test per provider, or null when nothing is filtered. */
  private filterFor(snapshot: Snapshot, filter: ListFilter): FilterTest | null {
    const distances = filter.plz === undefined ? null : lazyDistancesFrom(filter.plz);
    if (filter.plz !== undefined && distances === null) return NOTHING;
    const { umkreis, preisMax, bewertungMin, kategorie, datum } = filter;
    if (
      !distances &&
      preisMax === undefined &&
      bewertungMin === undefined &&
      kategorie === undefined &&
      datum === undefined
    ) {
      return null;
    }
    const { taken } = snapshot;
    const cap = umkreis ?? Number.POSITIVE_INFINITY;
    const { byId } = snapshot;
    const distanceOf = (entry: CatalogEntry): number =>
      distances && entry.plzRow >= 0 ? distances.km(entry.plzRow) : 0;
    return {
      hasOrigin: distances !== null,
      distanceOf,
      accepts: (id: number): boolean => {
        const entry = byId[id];
        if (!entry) return false;
        // The cheap checks first; a distance may need a great-circle computation.
        if (preisMax !== undefined && (entry.price < 0 || entry.price > preisMax)) return false;
        if (bewertungMin !== undefined && entry.rating < bewertungMin) return false;
        if (kategorie !== undefined && !entry.row.kategorien.some((category) => category.id === kategorie)) {
          return false;
        }
        if (datum !== undefined && taken.get(id)?.has(datum)) return false;
        if (distances) {
          if (entry.plzRow < 0) return false;
          const km = distances.km(entry.plzRow);
          if (km > entry.radiusKm || km > cap) return false;
        }
        return true;
      },
    };
  }
}

interface FilterTest {
  hasOrigin: boolean;
  accepts: (id: number) => boolean;
  distanceOf: (entry: CatalogEntry) => number;
}

const NOTHING: FilterTest = { hasOrigin: true, accepts: () => false, distanceOf: () => 0 };

function toEntry(
  listing: PublicListing,
  average: number | null,
  count: number,
  fotos: ProviderPhoto[],
): CatalogEntry {
  const row = publicRow(listing, average, count, fotos);
  const categoryNames = row.kategorien.map((category) => category.name);
  return {
    row,
    doc: {
      id: row.id,
      name: row.firmenname,
      categories: categoryNames,
      description: row.beschreibung,
      place: row.ort ?? undefined,
      rating: average,
      verifiedReviews: count,
      responseRate: listing.antwortquote,
    },
    foldedName: foldForSearch(row.firmenname),
    plzRow: row.plz === null ? -1 : plzIndexOf(row.plz),
    radiusKm: row.einsatzradius_km,
    price: row.preis_ab ?? -1,
    rating: average ?? -1,
  };
}

/**
 * The public row, written out field by field in the order the API answers them. A spread
 * (`{ ...listing, average_rating, … }`) gave every row a hidden class of its own in V8: with
 * 100 000 providers 95 000 maps and descriptor arrays, ≈ 40 MB of the heap (heap snapshot).
 */
function publicRow(
  listing: PublicListing,
  average: number | null,
  count: number,
  fotos: ProviderPhoto[],
): PublicProvider {
  return {
    id: listing.id,
    firmenname: listing.firmenname,
    beschreibung: listing.beschreibung,
    website_url: listing.website_url,
    instagram_url: listing.instagram_url,
    kategorien: listing.kategorien,
    plz: listing.plz,
    ort: listing.ort,
    einsatzradius_km: listing.einsatzradius_km,
    preis_ab: listing.preis_ab,
    average_rating: average,
    review_count: count,
    fotos,
    antwortzeit_stunden: listing.antwortzeit_stunden,
    antwortquote: listing.antwortquote,
  };
}

/**
 * The search hit's JSON: the row with its category names joined as the last field, the text of
 * `{ ...row, kategorie_name }` (`SearchResult`). Spliced rather than spread: V8 gave each spread
 * copy a hidden class of its own (a map and descriptors in the old generation, ≈ 1 kB garbage
 * for every row a search answered first), while all rows share one (publicRow).
 */
function searchJsonOf(entry: CatalogEntry): string {
  const name: SearchResult['kategorie_name'] = entry.doc.categories.join(', ');
  return `${JSON.stringify(entry.row).slice(0, -1)},"kategorie_name":${JSON.stringify(name)}}`;
}

/** Whether a re-read provider is the same in every field the lists show. */
function sameEntry(a: CatalogEntry, b: CatalogEntry): boolean {
  const x = a.row;
  const y = b.row;
  return (
    sameDocument(a.doc, b.doc) &&
    x.website_url === y.website_url &&
    x.instagram_url === y.instagram_url &&
    x.plz === y.plz &&
    x.einsatzradius_km === y.einsatzradius_km &&
    x.preis_ab === y.preis_ab &&
    x.average_rating === y.average_rating &&
    x.antwortzeit_stunden === y.antwortzeit_stunden &&
    sameList(x.fotos, y.fotos, (c, d) => c.id === d.id && c.url === d.url && c.alt === d.alt) &&
    sameList(x.kategorien, y.kategorien, (c, d) => c.id === d.id && c.name === d.name && c.farbe === d.farbe)
  );
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  return a.length === b.length && a.every((item, i) => same(item, b[i]));
}

function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.place === b.place &&
    a.rating === b.rating &&
    a.verifiedReviews === b.verifiedReviews &&
    a.responseRate === b.responseRate &&
    sameList(a.categories, b.categories, (x, y) => x === y)
  );
}
