import type { ResponseFiguresRow } from './provider.repository';
import { Inject, Injectable } from '@nestjs/common';
import {
  AGB_VERSION,
  berlinToday,
  type MessageResponse,
  PROVIDER_NUMBER_LIMITS,
  type ProviderApplicationRequest,
  sortedGerman,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { distinctIds } from '../../database/id-batch';
import { TransactionRunner } from '../../database/transaction-runner';
import { CatalogService, type CategoryEntity, type CategoryUsage } from '../catalog';
import { placeOf } from '../geo';
import {
  type ApplicationData,
  applicationForOperatorMail,
  applicationReceivedMail,
  OutboxService,
} from '../mail';
import type { ProviderApplicationDto } from './dto/provider-application.dto';
import type { ProviderEntity } from './entities/provider.entity';
import { CategoryChoiceRequired, ProviderNotFound, UnknownCategoryChosen } from './provider.errors';
import { type CategoryRefs, ProviderRepository } from './provider.repository';
import type {
  AdminListing,
  ListingUser,
  ProviderContact,
  PublicListing,
  RenewalListing,
  RenewalLookup,
  RetiredListing,
} from './provider.types';

export const APPLICATION_RECEIVED_MESSAGE =
  'Vielen Dank für Ihre Bewerbung! Wir prüfen Ihre Angaben und schalten Ihren Eintrag nach der Prüfung frei. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.';

/** The application's fields a listing starts from. */
type ListingFields = Pick<
  ProviderApplicationRequest,
  | 'firmenname'
  | 'beschreibung'
  | 'email'
  | 'handynummer'
  | 'website_url'
  | 'instagram_url'
  | 'neue_kategorie_vorschlag'
  | 'plz'
  | 'einsatzradius_km'
  | 'preis_ab'
>;

/**
 * Providers: the public's application and reads, and everything other modules need to know
 * about a provider (they never read the providers table themselves).
 */
@Injectable()
export class ProviderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly providers: ProviderRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores the application as pending and queues the applicant's and the operator's mail with it. */
  async apply(
    dto: ProviderApplicationDto,
    ip: string,
    owner: ListingUser | null = null,
  ): Promise<MessageResponse> {
    const suggestion = dto.neue_kategorie_vorschlag ?? null;
    if ((dto.kategorie_ids ?? []).length === 0 && !suggestion) throw new CategoryChoiceRequired();
    await this.limiter.hit(RATE_RULES.applicationsPerIp, ip);

    await this.tx.run(async (manager) => {
      const chosen = await this.chosenCategories(manager, dto.kategorie_ids ?? []);
      const names = sortedGerman(chosen.map((category) => category.name));
      const provider = await this.insertListing(
        manager,
        dto,
        { active: false, validUntil: null, createdAt: new Date() },
        chosen,
      );
      if (owner) await this.providers.setOwner(manager, provider.id, owner.id);
      if (dto.agb_akzeptiert)
        await this.providers.recordTermsAccepted(manager, provider.id, AGB_VERSION, new Date());
      const application: ApplicationData = {
        providerId: provider.id,
        firmenname: provider.firmenname,
        email: provider.email,
        handynummer: provider.handynummer,
        websiteUrl: provider.websiteUrl,
        instagramUrl: provider.instagramUrl,
        beschreibung: provider.beschreibung,
        kategorien: names,
        neueKategorieVorschlag: suggestion,
      };
      await this.outbox.enqueue(manager, applicationReceivedMail(this.config, application));
      await this.outbox.enqueue(manager, applicationForOperatorMail(this.config, application));
    });
    return { msg: APPLICATION_RECEIVED_MESSAGE };
  }

  /** The chosen categories inside a transaction; every id must exist. */
  async chosenCategories(manager: EntityManager, ids: number[]): Promise<CategoryEntity[]> {
    const chosen = await this.catalog.findChosen(manager, ids);
    if (!chosen) throw new UnknownCategoryChosen();
    return chosen;
  }

  async getPublic(id: number): Promise<PublicListing> {
    const provider = await this.providers.findPublicById(
      id,
      berlinToday(),
      await this.catalog.categoryRefs(),
    );
    if (!provider) throw new ProviderNotFound();
    return provider;
  }

  /** A listing that was public once and is not today (ended or deactivated), else null. */
  async findRetired(id: number): Promise<RetiredListing | null> {
    return this.providers.findRetired(id, berlinToday(), await this.catalog.categoryRefs());
  }

  /**
   * When each public listing was created or last edited by the admin or its owner (ISO), by id.
   */
  publicChangeDates(): Promise<Map<number, string>> {
    return this.providers.publicChangeDates(berlinToday());
  }

  /**
   * Every public provider today by id, page by page (a page in memory at a time, not all rows
   * at once), with the given category refs: the search catalog's source.
   */
  async *allPublicPages(refs: CategoryRefs, pageSize = 5000): AsyncGenerator<PublicListing[]> {
    const today = berlinToday();
    let afterId = 0;
    for (;;) {
      const page = await this.providers.findPublicPage(today, refs, afterId, pageSize);
      if (page.length > 0) yield page;
      if (page.length < pageSize) return;
      afterId = page[page.length - 1].id;
    }
  }

  countPublic(): Promise<number> {
    return this.providers.countPublic(berlinToday());
  }

  /** Whether the public may see this provider today (reviews are shown only beside such). */
  async isPublic(id: number): Promise<boolean> {
    return (await this.providers.findPublicContact(id, berlinToday())) !== null;
  }

  /** A provider that may receive an inquiry today, read in the inquiry's transaction. */
  findPublicTarget(manager: EntityManager, id: number, today: string): Promise<ProviderContact | null> {
    return this.providers.findPublicContact(id, today, manager);
  }

  /** The public ones of a few providers by id, in the caller's transaction (a Sammelanfrage). */
  findPublicTargets(
    manager: EntityManager,
    ids: readonly number[],
    today: string,
  ): Promise<Map<number, ProviderContact>> {
    return this.providers.findPublicContacts(ids, today, manager);
  }

  /** Whether the provider exists at all, listed or not (a review of a past event). */
  exists(manager: EntityManager, id: number): Promise<boolean> {
    return this.providers.exists(manager, id);
  }

  /** The named owners (user ids) of these listings; the rest belong to the account with their e-mail. */
  namedOwners(ids: readonly number[]): Promise<Map<number, number>> {
    return this.providers.namedOwners(ids);
  }

  /** Name and address of any listing, public or not (a running conversation continues). */
  contactOf(manager: EntityManager, id: number): Promise<ProviderContact | null> {
    return this.providers.findContact(manager, id);
  }

  namesByIds(ids: readonly number[]): Promise<Map<number, string>> {
    return this.providers.namesByIds(ids);
  }

  /** The names of the listings a composed list's rows belong to, in one statement for all of them. */
  namesOf(rows: readonly { anbieterId: number }[]): Promise<Map<number, string>> {
    return this.providers.namesByIds(distinctIds(rows, (row) => row.anbieterId));
  }

  /**
   * The company name for the renewal page, also for expired or deactivated listings (the page
   * exists to renew them) — but only for listings that were ever activated: a pending
   * application's name is not public, and it has nothing to renew.
   */
  async renewalInfo(id: number): Promise<{ id: number; firmenname: string }> {
    const provider = await this.providers.findEverActivatedName(id);
    if (!provider) throw new ProviderNotFound();
    return provider;
  }

  /**
   * The listing a renewal's billing data belongs to: by id when the page sent it (unknown id:
   * ProviderNotFound), else by e-mail, else by a unique company name, else none.
   */
  async findRenewalTarget(manager: EntityManager, lookup: RenewalLookup): Promise<ProviderContact | null> {
    if (lookup.providerId !== undefined) {
      const provider = await this.providers.findContact(manager, lookup.providerId);
      if (!provider) throw new ProviderNotFound();
      return provider;
    }
    const byEmail = await this.providers.findContactsBy(manager, 'email', lookup.providerEmail);
    if (byEmail.length === 1) return byEmail[0];
    const byName = await this.providers.findContactsBy(manager, 'firmenname', lookup.providerName);
    return byName.length === 1 ? byName[0] : null;
  }

  /** Activated listings whose last day lies before `today`. */
  findExpired(today: string): Promise<RenewalListing[]> {
    return this.providers.findExpiredActivated(today);
  }

  /** Takes one expired listing offline in the caller's transaction; false when it was renewed meanwhile. */
  deactivateExpired(manager: EntityManager, id: number, today: string): Promise<boolean> {
    return this.providers.deactivateIfExpired(manager, id, today);
  }

  /**
   * Takes a listing offline after a moderation decision (DSA notice and action), in the caller's
   * transaction; the end date stays, so a renewal or an admin can put it back online.
   */
  deactivate(manager: EntityManager, id: number): Promise<boolean> {
    return this.providers.deactivate(manager, id);
  }

  /** Activated listings ending between `from` and `until` (both inclusive; `from` null: also already ended). */
  findEndingBetween(from: string | null, until: string): Promise<RenewalListing[]> {
    return this.providers.findActivatedEndingBetween(from, until);
  }

  async listForAdmin(): Promise<AdminListing[]> {
    return this.providers.findAllForAdmin(await this.catalog.categoryRefs());
  }

  async getForAdmin(id: number): Promise<AdminListing> {
    const provider = await this.providers.findForAdmin(id, await this.catalog.categoryRefs());
    if (!provider) throw new ProviderNotFound();
    return provider;
  }

  /** A page of providers by ascending id after `afterId`, for the CSV export. */
  async exportPage(afterId: number, limit: number): Promise<AdminListing[]> {
    return this.providers.exportPage(afterId, limit, await this.catalog.categoryRefs());
  }

  /** What the catalog needs to know about a category's providers when it changes. */
  readonly categoryUsage: CategoryUsage = {
    assignedProviders: (manager, categoryId) => this.providers.countInCategory(manager, categoryId),
    renamed: async (manager, categoryId) =>
      this.providers.refreshSearchOfCategory(manager, categoryId, await this.catalog.categoryRefs(manager)),
  };

  count(manager: EntityManager): Promise<number> {
    return this.providers.count(manager);
  }

  /**
   * A new listing from the application's fields (API names), its state and its categories; the
   * folded search columns are derived here, so every way in (application, demo content) agrees.
   */
  insertListing(
    manager: EntityManager,
    fields: ListingFields,
    state: { active: boolean; validUntil: string | null; createdAt: Date },
    kategorien: CategoryEntity[],
  ): Promise<ProviderEntity> {
    return this.providers.save(manager, {
      firmenname: fields.firmenname,
      beschreibung: fields.beschreibung,
      email: fields.email,
      handynummer: fields.handynummer ?? null,
      websiteUrl: fields.website_url ?? null,
      instagramUrl: fields.instagram_url ?? null,
      istFreigeschaltet: state.active,
      eintragGueltigBis: state.validUntil,
      neueKategorieVorschlag: fields.neue_kategorie_vorschlag ?? null,
      ...placeColumns(fields.plz ?? null),
      einsatzradiusKm: fields.einsatzradius_km ?? PROVIDER_NUMBER_LIMITS.defaultRadiusKm,
      preisAb: fields.preis_ab ?? null,
      ...providerSearchColumns(
        fields.firmenname,
        fields.beschreibung,
        kategorien.map((category) => category.name),
      ),
      erstelltAm: state.createdAt,
      kategorien,
    });
  }

  /** The listings whose response figures are set, with them (the refresh compares before it writes). */
  responseFiguresSet(): Promise<Map<number, ResponseFiguresRow>> {
    return this.providers.responseFiguresSet();
  }

  /** Stores a listing's precomputed response figures (docs/decisions.md "Antwortzeit"). */
  async setResponseFigures(id: number, figures: ResponseFiguresRow): Promise<void> {
    await this.providers.setResponseFigures(id, figures);
  }
}

/** The stored place columns of a (validated) postal code: `ort` is always derived, never typed. */
export function placeColumns(plz: string | null): Pick<ProviderEntity, 'plz' | 'ort'> {
  return { plz, ort: plz === null ? null : placeOf(plz) };
}
