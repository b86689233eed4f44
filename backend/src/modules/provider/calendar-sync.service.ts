import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, berlinToday, type CalendarFeed, FIELD_LIMITS } from '@event-kompass/shared-types';
import { InvalidInput } from '../../common/errors/domain-error';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { busyDays } from './calendar/busy-days';
import {
  CalendarFetchError,
  checkCalendarUrl,
  fetchCalendarText,
  isPublicAddress,
} from './calendar/calendar-fetch';
import { CalendarRepository } from './calendar.repository';
import { OwnListingService } from './own-listing.service';
import type { ListingUser } from './provider.types';

/** Imported busy days reach this far ahead (the owner's own editor allows a year too). */
const IMPORT_DAYS_AHEAD = 365;
/** The feed's secret: 32 random bytes, URL-safe. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A listing's calendar sync: the secret address of its iCal feed (renewable: the old one then
 * answers 404) and an external calendar whose busy days the import job reads as taken days.
 */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger('Kalender');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly calendars: CalendarRepository,
    private readonly ownListings: OwnListingService,
    private readonly tx: TransactionRunner,
    private readonly answers: PublicResponseCache,
  ) {}

  /** The owner's feed address (made on first request) and the import's state. */
  async feedOf(user: ListingUser, providerId: number): Promise<CalendarFeed> {
    await this.tx.run(async (manager) => {
      await this.ownListings.lockOwned(user, providerId, manager);
      const calendar = await this.calendars.find(providerId, manager);
      if (!calendar?.feedToken) await this.calendars.save(manager, providerId, { feedToken: newToken() });
    });
    return this.describe(providerId);
  }

  /** A new secret address; the old one stops working at once. */
  async renewFeed(user: ListingUser, providerId: number): Promise<CalendarFeed> {
    await this.tx.run(async (manager) => {
      await this.ownListings.lockOwned(user, providerId, manager);
      await this.calendars.save(manager, providerId, { feedToken: newToken() });
    });
    return this.describe(providerId);
  }

  /**
   * Sets (or with null/"" stops) the external calendar. The address is checked here for its form
   * and for an internal IP written in it; the import checks where it really leads each time.
   */
  async setImport(user: ListingUser, providerId: number, url: string | null): Promise<CalendarFeed> {
    const address = url?.trim() || null;
    if (address !== null) {
      if (address.length > FIELD_LIMITS.url) {
        throw new InvalidInput(`Die Kalender-Adresse darf höchstens ${FIELD_LIMITS.url} Zeichen lang sein.`);
      }
      try {
        checkCalendarUrl(address, this.allows);
      } catch (error) {
        if (error instanceof CalendarFetchError) throw new InvalidInput(error.message);
        throw error;
      }
    }
    const today = berlinToday();
    await this.tx.run(async (manager) => {
      await this.ownListings.lockOwned(user, providerId, manager);
      await this.calendars.save(manager, providerId, {
        importUrl: address,
        importStand: null,
        importFehler: null,
      });
      if (address === null) await this.calendars.replaceImportedFrom(manager, providerId, today, []);
    });
    if (address === null) this.answers.invalidate();
    return this.describe(providerId);
  }

  /** The listing a feed address belongs to; null for an unknown or renewed one. */
  async providerOfFeed(token: string): Promise<number | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    return (await this.calendars.findByToken(token))?.providerId ?? null;
  }

  /**
   * Reads every external calendar and replaces its listing's imported days from today on. A
   * calendar that fails keeps its days from before (a short outage must not free a busy day) and
   * records why, for the owner. How many were read.
   */
  async importAll(now = new Date()): Promise<number> {
    const today = berlinToday(now);
    const until = addDays(today, IMPORT_DAYS_AHEAD);
    let read = 0;
    for (const calendar of await this.calendars.findImports()) {
      const url = calendar.importUrl as string;
      try {
        const text = await fetchCalendarText(checkCalendarUrl(url, this.allows).toString(), {
          allows: this.allows,
        });
        const days = busyDays(text, today, until);
        await this.tx.run(async (manager) => {
          await this.calendars.replaceImportedFrom(manager, calendar.providerId, today, days);
          await this.calendars.save(manager, calendar.providerId, { importStand: now, importFehler: null });
        });
        read += 1;
      } catch (error) {
        const message =
          error instanceof CalendarFetchError || (error instanceof Error && /iCal/.test(error.message))
            ? error.message
            : 'Der Kalender konnte nicht gelesen werden.';
        this.logger.warn(`Kalender von Eintrag ${calendar.providerId} nicht gelesen: ${message}`);
        await this.tx.run((manager) =>
          this.calendars.save(manager, calendar.providerId, { importFehler: message.slice(0, 300) }),
        );
      }
    }
    // Taken days are public (the provider page, the date filter).
    if (read > 0) this.answers.invalidate();
    return read;
  }

  private get allows(): (address: string) => boolean {
    return this.config.calendarImportAllowPrivate ? () => true : isPublicAddress;
  }

  private async describe(providerId: number): Promise<CalendarFeed> {
    const calendar = await this.calendars.find(providerId);
    return {
      feed_url: calendar?.feedToken ? `${this.config.publicUrl}/api/kalender/${calendar.feedToken}.ics` : '',
      import_url: calendar?.importUrl ?? null,
      import_stand: calendar?.importStand ?? null,
      import_fehler: calendar?.importFehler ?? null,
    };
  }
}
