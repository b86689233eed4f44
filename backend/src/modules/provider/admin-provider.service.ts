import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  addMonths,
  berlinToday,
  daysBetween,
  type ExpiringProvider,
  FREE_LISTING_MONTHS,
  germanDate,
  laterDate,
  PROVIDER_NUMBER_LIMITS,
} from '@event-kompass/shared-types';
import { providerSearchColumns } from '../../common/text/provider-search-columns';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import type { EntityManager } from 'typeorm';
import { InvalidInput } from '../../common/errors/domain-error';
import { AccountLinkService, IdentityService } from '../identity';
import { listingActivatedMail, OutboxService, renewalUrl } from '../mail';
import { SettingsService } from '../settings';
import type { AdminUpdateProviderDto } from './dto/admin-update-provider.dto';
import { ListingRemovalListeners } from './listing-removal';
import { ProviderNotFound } from './provider.errors';
import { ProviderRepository } from './provider.repository';
import { placeColumns, ProviderService } from './provider.service';
import type { AdminListing } from './provider.types';
import type { ProviderEntity } from './entities/provider.entity';

/** A paid renewal adds a year (RENEWAL_PRICE_LABEL per year; docs/decisions.md: Laufzeit und Preis eines Eintrags). */
export const RENEWAL_MONTHS = 12;

/** One year after the later of today and the current end, so nobody loses paid days. */
export function renewedUntil(currentEnd: string | null, today: string): string {
  return addMonths(laterDate(today, currentEnd), RENEWAL_MONTHS);
}

/** What admins do with providers: edit and activate, renew, delete, watch expiry. */
@Injectable()
export class AdminProviderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderRepository,
    private readonly provider: ProviderService,
    private readonly settings: SettingsService,
    private readonly identity: IdentityService,
    private readonly accountLinks: AccountLinkService,
    private readonly outbox: OutboxService,
    private readonly removalListeners: ListingRemovalListeners,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * Saves every field. Activating a pending provider without naming an end date gives the
   * free period from today; an explicit null means "no end".
   */
  /**
   * `whenTakenOffline` runs in the same transaction when the edit takes an active listing offline
   * (the moderation records and mails its statement of reasons there).
   */
  async update(
    id: number,
    dto: AdminUpdateProviderDto,
    whenTakenOffline?: (manager: EntityManager) => Promise<void>,
  ): Promise<AdminListing> {
    await this.tx.run(async (manager) => {
      const provider = await this.providers.findWithCategories(manager, id);
      if (!provider) throw new ProviderNotFound();
      const chosen = await this.provider.chosenCategories(manager, dto.kategorie_ids);
      if (dto.besitzer_email !== undefined) await this.setOwner(manager, id, dto.besitzer_email);

      const activating = dto.ist_freigeschaltet && !provider.istFreigeschaltet;
      const takingOffline = provider.istFreigeschaltet && !dto.ist_freigeschaltet;
      provider.firmenname = dto.firmenname;
      provider.beschreibung = dto.beschreibung;
      provider.email = dto.email;
      if (dto.handynummer !== undefined) provider.handynummer = dto.handynummer;
      if (dto.website_url !== undefined) provider.websiteUrl = dto.website_url;
      if (dto.instagram_url !== undefined) provider.instagramUrl = dto.instagram_url;
      if (dto.neue_kategorie_vorschlag !== undefined)
        provider.neueKategorieVorschlag = dto.neue_kategorie_vorschlag;
      if (dto.plz !== undefined) Object.assign(provider, placeColumns(dto.plz));
      if (dto.einsatzradius_km !== undefined)
        provider.einsatzradiusKm = dto.einsatzradius_km ?? PROVIDER_NUMBER_LIMITS.defaultRadiusKm;
      if (dto.preis_ab !== undefined) provider.preisAb = dto.preis_ab;
      if (dto.eintrag_gueltig_bis !== undefined) {
        provider.eintragGueltigBis = dto.eintrag_gueltig_bis;
      } else if (activating && provider.eintragGueltigBis === null) {
        provider.eintragGueltigBis = addMonths(berlinToday(), FREE_LISTING_MONTHS);
      }
      provider.istFreigeschaltet = dto.ist_freigeschaltet;
      if (dto.ist_freigeschaltet) provider.abgelaufenAm = null;
      provider.kategorien = chosen;
      provider.geaendertAm = new Date();
      Object.assign(
        provider,
        providerSearchColumns(
          dto.firmenname,
          dto.beschreibung,
          chosen.map((category) => category.name),
        ),
      );
      await this.providers.save(manager, provider);
      if (activating) await this.announceActivation(manager, provider);
      if (takingOffline && whenTakenOffline) await whenTakenOffline(manager);
    });
    return this.provider.getForAdmin(id);
  }

  /**
   * "Ihr Eintrag ist freigeschaltet", in the activating transaction. A listing nobody runs yet
   * (no named owner, no account that confirmed its address) gets a link to create that account.
   */
  private async announceActivation(manager: EntityManager, provider: ProviderEntity): Promise<void> {
    const named = await this.providers.namedOwner(manager, provider.id);
    const setup = named === null ? await this.accountLinks.setupLink(manager, provider.email) : null;
    await this.outbox.enqueue(
      manager,
      listingActivatedMail(this.config, {
        providerId: provider.id,
        firmenname: provider.firmenname,
        email: provider.email,
        validUntil: provider.eintragGueltigBis,
        setup,
      }),
    );
  }

  /** Names the account with this address as the listing's owner; null removes a named one. */
  private async setOwner(manager: EntityManager, id: number, email: string | null): Promise<void> {
    if (email === null) return this.providers.setOwner(manager, id, null);
    const account = await this.identity.contactByEmail(email, manager);
    if (!account) throw new InvalidInput(`Es gibt kein Konto mit der E-Mail-Adresse „${email}“.`);
    await this.providers.setOwner(manager, id, account.id);
  }

  /** Renews a listing for a year on the server's Berlin calendar and keeps it activated; answers the new end. */
  async renew(id: number): Promise<{ until: string; listing: AdminListing }> {
    const until = await this.tx.run(async (manager) => {
      const renewed = await this.renewIn(manager, id, berlinToday());
      if (renewed === null) throw new ProviderNotFound();
      return renewed;
    });
    return { until, listing: await this.provider.getForAdmin(id) };
  }

  /**
   * The renewal in the caller's transaction (a paid invoice renews there too); answers the new
   * end, or null when the listing no longer exists.
   */
  async renewIn(manager: EntityManager, id: number, today: string): Promise<string | null> {
    return (await this.renewManyIn(manager, [id], today))[0];
  }

  /**
   * Renewals in the caller's transaction, one per entry in order (a bank statement settles many
   * invoices at once, some of one listing): each adds a year to the end the one before left
   * (renewedUntil). Answers each entry's new end, null where the listing no longer exists. The
   * rows are locked and read in blocks and written with one UPDATE per new end date, so a
   * thousand renewals cost a handful of statements.
   */
  async renewManyIn(
    manager: EntityManager,
    ids: readonly number[],
    today: string,
  ): Promise<(string | null)[]> {
    const ends = await this.providers.lockEnds(manager, ids);
    const renewed = new Set<number>();
    const untils = ids.map((id) => {
      if (!ends.has(id)) return null;
      const until = renewedUntil(ends.get(id) ?? null, today);
      ends.set(id, until);
      renewed.add(id);
      return until;
    });
    const byEnd = new Map<string, number[]>();
    for (const id of renewed) {
      const until = ends.get(id) as string;
      const same = byEnd.get(until);
      if (same) same.push(id);
      else byEnd.set(until, [id]);
    }
    for (const [until, same] of byEnd) await this.providers.setRenewed(manager, same, until);
    return untils;
  }

  /** A listing's current last day (null: none or no such listing), for the period an invoice names. */
  async currentEnd(manager: EntityManager, id: number): Promise<string | null> {
    return (await this.providers.findById(manager, id))?.eintragGueltigBis ?? null;
  }

  /** Its category links, inquiries, reviews and photos go with it (the foreign keys cascade; files after commit). */
  /**
   * Deletes a listing in the caller's transaction (the moderation records its statement of
   * reasons in the same one); the returned follow-up runs once that is committed.
   */
  async removeIn(
    manager: EntityManager,
    id: number,
  ): Promise<{ msg: string; followUp: () => Promise<void> }> {
    const provider = await this.providers.findById(manager, id);
    if (!provider) throw new ProviderNotFound();
    const followUp = await this.removalListeners.collect(manager, id);
    await this.providers.delete(manager, id);
    return { msg: `Der Anbieter „${provider.firmenname}“ wurde gelöscht.`, followUp };
  }

  /**
   * Activated listings ending within the reminder window or already ended, and those the daily
   * job took offline when they ended (renewable here with one click), soonest first.
   */
  async listExpiring(): Promise<ExpiringProvider[]> {
    const today = berlinToday();
    const days = await this.settings.days('expiration_reminder_days');
    const rows = await this.providers.findExpiringForAdmin(addDays(today, days));
    return rows.map((row) => ({
      id: row.id,
      ist_freigeschaltet: row.ist_freigeschaltet,
      abgelaufen_am: row.abgelaufen_am,
      firmenname: row.firmenname,
      email: row.email,
      eintrag_gueltig_bis: row.eintrag_gueltig_bis,
      tage_verbleibend: daysBetween(today, row.eintrag_gueltig_bis),
      verlaengerungs_link: renewalUrl(this.config, row.id),
      verlaengerung_bis: renewedUntil(row.eintrag_gueltig_bis, today),
    }));
  }
}

/** The admin's message after a renewal, with the new end in German. */
export function renewedMessage(firmenname: string, until: string): string {
  return `Der Eintrag von „${firmenname}“ ist jetzt bis ${germanDate(until)} aktiv.`;
}
