import { Inject, Injectable } from '@nestjs/common';
import {
  berlinToday,
  germanDate,
  type ListingState,
  type OwnListing,
  type ProviderAvailability,
  PROVIDER_NUMBER_LIMITS,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { InvalidInput } from '../../common/errors/domain-error';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { pick } from '../../database/row-fields';
import { TransactionRunner } from '../../database/transaction-runner';
import { CatalogService } from '../catalog';
import { renewalUrl } from '../mail';
import { AvailabilityRepository } from './availability.repository';
import { CalendarRepository } from './calendar.repository';
import type { OwnListingUpdateDto } from './dto/own-listing.dto';
import { ProviderNotFound } from './provider.errors';
import { ProviderRepository } from './provider.repository';
import { placeColumns } from './provider.service';
import type { AdminListing, ListingUser } from './provider.types';

/** A listing as its owner sees it, before the inquiry module adds its counts. */
export type OwnListingBase = Omit<OwnListing, 'neue_anfragen' | 'anfragen_gesamt'>;

/** The owner's view of where the listing stands, on the server's Berlin calendar. */
export function listingState(
  listing: Pick<AdminListing, 'ist_freigeschaltet' | 'eintrag_gueltig_bis'>,
  today: string,
): {
  zustand: ListingState;
  zustand_text: string;
} {
  const end = listing.eintrag_gueltig_bis;
  if (listing.ist_freigeschaltet && (end === null || end >= today)) {
    return { zustand: 'aktiv', zustand_text: end === null ? 'Aktiv' : `Aktiv bis ${germanDate(end)}` };
  }
  // Activated once (it has an end date) but not public now: ended, or taken offline after the end.
  if (end !== null) return { zustand: 'abgelaufen', zustand_text: 'Abgelaufen' };
  return { zustand: 'ausstehend', zustand_text: 'Ausstehend' };
}

/**
 * What a provider does with their own listings: read and edit them, mark taken days. Every
 * method takes the caller and answers "not found" for a listing they do not run, so ids of
 * other listings cannot be probed.
 */
@Injectable()
export class OwnListingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly providers: ProviderRepository,
    private readonly availability: AvailabilityRepository,
    private readonly calendars: CalendarRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async listOwn(user: ListingUser): Promise<OwnListingBase[]> {
    const today = berlinToday();
    const listings = await this.providers.findOwned(user, await this.catalog.categoryRefs());
    return listings.map((listing) => this.toOwn(listing, today));
  }

  async getOwn(user: ListingUser, id: number): Promise<OwnListingBase> {
    await this.assertOwned(user, id);
    const listing = await this.providers.findForAdmin(id, await this.catalog.categoryRefs());
    if (!listing) throw new ProviderNotFound();
    return this.toOwn(listing, berlinToday());
  }

  /** Throws ProviderNotFound unless the user runs the listing. */
  async assertOwned(user: ListingUser, id: number, manager?: EntityManager): Promise<void> {
    if (!(await this.providers.isOwnedBy(id, user, manager))) throw new ProviderNotFound();
  }

  /**
   * assertOwned with the listing's row locked first, for writes that count its rows: 16 parallel
   * photo uploads stored 11 of 8 on MariaDB. Call it before any other read of the transaction
   * (InnoDB's snapshot starts with the first plain read, and a later count would not see the
   * rows the transaction it waited for wrote).
   */
  async lockOwned(user: ListingUser, id: number, manager: EntityManager): Promise<void> {
    await this.providers.lockListing(manager, id);
    await this.assertOwned(user, id, manager);
  }

  /** Whether the user runs the listing (the inquiry thread asks this). */
  isOwnedBy(user: ListingUser, id: number, manager?: EntityManager): Promise<boolean> {
    return this.providers.isOwnedBy(id, user, manager);
  }

  /**
   * Whether the listing is the user's for what nobody may do to their own listing (review it, send
   * it an inquiry): also by an address not confirmed yet. Granting access needs the proof of the
   * mailbox; refusing needs none, and a provider who never followed the link stays refused.
   */
  isOwnForRefusal(user: ListingUser, id: number, manager?: EntityManager): Promise<boolean> {
    return this.providers.isOwnedBy(id, { ...user, emailConfirmed: true }, manager);
  }

  /** isOwnForRefusal for a few listings at once (a Sammelanfrage), in one statement. */
  isAnyOwnForRefusal(user: ListingUser, ids: readonly number[]): Promise<boolean> {
    return this.providers.isAnyOwnedBy(ids, { ...user, emailConfirmed: true });
  }

  /** Saves the fields the owner may change; the search columns follow a new description. */
  async updateOwn(user: ListingUser, id: number, dto: OwnListingUpdateDto): Promise<OwnListingBase> {
    await this.tx.run(async (manager) => {
      await this.assertOwned(user, id, manager);
      const provider = await this.providers.findWithCategories(manager, id);
      if (!provider) throw new ProviderNotFound();
      if (dto.beschreibung !== undefined) {
        provider.beschreibung = dto.beschreibung;
        Object.assign(
          provider,
          providerSearchColumns(
            provider.firmenname,
            dto.beschreibung,
            provider.kategorien.map((category) => category.name),
          ),
        );
      }
      if (dto.handynummer !== undefined) provider.handynummer = dto.handynummer;
      if (dto.website_url !== undefined) provider.websiteUrl = dto.website_url;
      if (dto.instagram_url !== undefined) provider.instagramUrl = dto.instagram_url;
      if (dto.plz !== undefined) Object.assign(provider, placeColumns(dto.plz));
      if (dto.einsatzradius_km !== undefined)
        provider.einsatzradiusKm = dto.einsatzradius_km ?? PROVIDER_NUMBER_LIMITS.defaultRadiusKm;
      if (dto.preis_ab !== undefined) provider.preisAb = dto.preis_ab;
      provider.geaendertAm = new Date();
      await this.providers.save(manager, provider);
    });
    return this.getOwn(user, id);
  }

  /**
   * An inquiry to this listing was booked (a quote accepted, or marked "gebucht" by the owner): its
   * event day becomes a taken day, in the caller's transaction (the owner may still free it in the
   * calendar).
   */
  markBooked(manager: EntityManager, id: number, day: string): Promise<void> {
    return this.availability.addDay(manager, id, day);
  }

  /** The external calendar the listing reads, for the owner's data export. */
  async calendarImportUrl(id: number): Promise<string | null> {
    return (await this.calendars.find(id))?.importUrl ?? null;
  }

  /** Every day ever marked as taken, for the owner's data export. */
  allTakenDays(id: number): Promise<string[]> {
    return this.availability.takenFrom(id, '0000-01-01');
  }

  /**
   * The owner deletes their account: the listings stay with the operator (README), but not with
   * the person's contact data. A listing reached at the person's own address gets the operator's
   * address and goes offline (inquiries would reach nobody, and the address could otherwise hand
   * it to whoever registers it next); the person's phone number goes. A company address or phone
   * stays: it belongs to the business, not to the person (docs/decisions.md). An unconfirmed
   * address proves nothing: then only the listings that name the account as owner count, or a
   * stranger could take a listing offline by registering its address and deleting the account.
   */
  async releaseFromDeletedOwner(
    manager: EntityManager,
    owner: ListingUser & {
      emailConfirmed: boolean;
      otherEmails: readonly string[];
      handynummer: string | null;
    },
  ): Promise<void> {
    const ids = owner.emailConfirmed
      ? await this.providers.ownedIds(manager, owner)
      : await this.providers.namedOwnedIds(manager, owner.id);
    await this.providers.replaceContact(
      manager,
      ids,
      [owner.email, ...owner.otherEmails],
      owner.handynummer,
      this.config.operatorEmail,
    );
    // The address of the person's own calendar (a secret link to it) and what it told us go too.
    for (const id of ids) await this.calendars.forget(manager, id);
  }

  /** A public listing's taken days from today on; a listing the public cannot see: not found. */
  async publicAvailability(id: number): Promise<ProviderAvailability> {
    const today = berlinToday();
    if (!(await this.providers.findPublicContact(id, today))) throw new ProviderNotFound();
    return { belegt: await this.availability.publicTakenFrom(id, today) };
  }

  /** The owner's taken days from today on (also while the listing is not public). */
  async ownTakenDays(user: ListingUser, id: number): Promise<string[]> {
    await this.assertOwned(user, id);
    return this.availability.takenFrom(id, berlinToday());
  }

  /** Replaces the taken days from today on; days before today are refused. */
  async setTakenDays(user: ListingUser, id: number, days: readonly string[]): Promise<string[]> {
    const today = berlinToday();
    if (days.some((day) => day < today)) {
      throw new InvalidInput('Belegte Tage können nur für heute oder später eingetragen werden.');
    }
    const distinct = [...new Set(days)].sort();
    await this.tx.run(async (manager) => {
      await this.assertOwned(user, id, manager);
      await this.availability.replaceFrom(manager, id, today, distinct);
    });
    return distinct;
  }

  /** The taken days the owner marked by hand, from `from` on (the calendar feed). */
  markedTakenDays(id: number, from: string): Promise<string[]> {
    return this.availability.takenFrom(id, from);
  }

  /** Every listing's taken days from `from` on, for the lists' date filter. */
  allTakenFrom(from: string): Promise<Map<number, Set<string>>> {
    return this.availability.allTakenFrom(from);
  }

  private toOwn(listing: AdminListing, today: string): OwnListingBase {
    return {
      ...pick(listing, [
        'id',
        'firmenname',
        'beschreibung',
        'email',
        'handynummer',
        'website_url',
        'instagram_url',
        'kategorien',
        'plz',
        'ort',
        'einsatzradius_km',
        'preis_ab',
        'ist_freigeschaltet',
        'eintrag_gueltig_bis',
      ]),
      ...listingState(listing, today),
      verlaengerungs_link: listing.eintrag_gueltig_bis === null ? null : renewalUrl(this.config, listing.id),
    };
  }
}
