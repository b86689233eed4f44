import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AdminProvider,
  ListingOwner,
  PublicProvider,
  RenewProviderResponse,
  SearchSuggestion,
  Stats,
} from '@event-kompass/shared-types';
import { WORK_COSTS } from '../../common/rate-limit/work-budget';
import { IdentityService } from '../identity';
import { InquiryService } from '../inquiry';
import {
  type AdminListing,
  AdminProviderService,
  type AdminUpdateProviderDto,
  ProviderService,
  type PublicListing,
  renewedMessage,
} from '../provider';
import { PhotoService } from '../photo';
import { ReviewService } from '../review';
import { SettingsService } from '../settings';
import type { ListRequest } from './list-query';
import { type CatalogPage, PublicCatalog, type SearchPage } from './public-catalog';
import { queryCost } from './search/german-analysis';

/** Results per search; a search is for finding, not for paging through everything. */
export const SEARCH_LIMIT = 50;
/** Longer input is cut; nobody types more. */
const MAX_QUERY_LENGTH = 200;
/** Suggestions while typing; more do not fit under a search field on a phone. */
export const MAX_SUGGESTIONS = 8;

/** The text searched for a `q` parameter: cut to its first 200 characters; not one text: none. */
function searchText(query: unknown): string {
  return typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : '';
}

/**
 * What a search costs the client's work budget (WorkBudget): by its words; without words but with
 * a `plz` it walks every provider, as a category list does.
 */
export function searchCost(query: unknown, plz?: unknown): number {
  const text = searchText(query);
  if (text.trim() === '' && typeof plz === 'string' && plz.trim() !== '') {
    return WORK_COSTS.listRead;
  }
  return queryCost(text);
}

/**
 * Provider lists as the public and the admin see them: the provider module's listings with
 * ratings from the review module and inquiry counts from the inquiry module, each added with
 * one batched look-up per list.
 */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly providers: ProviderService,
    private readonly adminProviders: AdminProviderService,
    private readonly reviews: ReviewService,
    private readonly inquiries: InquiryService,
    private readonly identity: IdentityService,
    private readonly settings: SettingsService,
    private readonly catalog: PublicCatalog,
    private readonly photos: PhotoService,
  ) {}

  /** The JSON of a `PublicProvider[]` page. */
  listPublicByCategory(categoryId: number, request: ListRequest): Promise<CatalogPage> {
    return this.catalog.inCategory(categoryId, request.filter, request, request.sort);
  }

  async getPublic(id: number): Promise<PublicProvider> {
    const [[provider], fotos] = await Promise.all([
      this.withRatings([await this.providers.getPublic(id)]),
      this.photos.photosOf(id),
    ]);
    return { ...provider, fotos };
  }

  /**
   * German-aware search over the public catalog, answered as the JSON of a `SearchResult[]` page (word forms, typos, compounds, prefixes; see
   * docs/search-ranking.md). Without a `limit` the first 50 are answered, as always. Without
   * words: with a `plz` everyone who reaches it, nearest first; without one nothing (the spec's `[]`).
   */
  async search(query: unknown, request: ListRequest): Promise<SearchPage> {
    const text = searchText(query);
    const page = { limit: request.limit ?? SEARCH_LIMIT, offset: request.offset };
    if (text.trim() === '') {
      if (request.filter.plz === undefined)
        return { body: Buffer.from('[]'), total: 0, correction: null, ids: [] };
      return this.catalog.near(request.filter, page, request.sort);
    }
    return this.catalog.search(text, request.filter, page, request.sort);
  }

  /** At most eight completions of what the visitor typed (an empty text: none). */
  suggest(query: unknown): Promise<SearchSuggestion[]> {
    const text = searchText(query);
    return this.catalog.suggest(text, MAX_SUGGESTIONS);
  }

  async stats(): Promise<Stats> {
    const [showStats, providerCount, userCount] = await Promise.all([
      this.settings.showStatsOnHomepage(),
      this.providers.countPublic(),
      this.identity.countUsers(),
    ]);
    return { show_stats: showStats, provider_count: providerCount, user_count: userCount };
  }

  async listForAdmin(): Promise<AdminProvider[]> {
    return this.forAdmin(await this.providers.listForAdmin());
  }

  /** `whenTakenOffline`: see AdminProviderService.update. */
  async update(
    id: number,
    dto: AdminUpdateProviderDto,
    whenTakenOffline?: (manager: EntityManager) => Promise<void>,
  ): Promise<AdminProvider> {
    const [provider] = await this.forAdmin([await this.adminProviders.update(id, dto, whenTakenOffline)]);
    return provider;
  }

  async renew(id: number): Promise<RenewProviderResponse> {
    const { until, listing } = await this.adminProviders.renew(id);
    const [provider] = await this.forAdmin([listing]);
    return { msg: renewedMessage(provider.firmenname, until), provider };
  }

  private async withRatings<T extends Pick<PublicListing, 'id'>>(
    listings: T[],
  ): Promise<Array<T & Pick<PublicProvider, 'average_rating' | 'review_count'>>> {
    if (listings.length === 0) return [];
    const ratingOf = await this.reviews.ratingsFor(listings.map((listing) => listing.id));
    return listings.map((listing) => {
      const { average, count } = ratingOf(listing.id);
      return { ...listing, average_rating: average, review_count: count };
    });
  }

  private async forAdmin(listings: AdminListing[]): Promise<AdminProvider[]> {
    const ids = listings.map((listing) => listing.id);
    const [rated, counts, ownerOf] = await Promise.all([
      this.withRatings(listings),
      this.inquiries.countsByProvider(ids),
      this.ownersOf(listings),
    ]);
    return rated.map((provider) => ({
      ...provider,
      anfragen_anzahl: counts.get(provider.id) ?? 0,
      besitzer: ownerOf(provider),
    }));
  }

  /** Each listing's owner: the named account, else the account that confirmed the listing's address. */
  private async ownersOf(listings: AdminListing[]): Promise<(listing: AdminListing) => ListingOwner | null> {
    const named = await this.providers.namedOwners(listings.map((listing) => listing.id));
    const [byId, byEmail] = await Promise.all([
      this.identity.contactsByIds([...new Set(named.values())]),
      this.identity.confirmedContactsByEmails(listings.filter((l) => !named.has(l.id)).map((l) => l.email)),
    ]);
    return (listing) => {
      const userId = named.get(listing.id);
      const account = userId === undefined ? byEmail.get(listing.email.toLowerCase()) : byId.get(userId);
      if (!account) return null;
      return {
        user_id: account.id,
        name: `${account.vorname} ${account.nachname}`,
        email: account.email,
        ausdruecklich: userId !== undefined,
      };
    };
  }
}
