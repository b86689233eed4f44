import { Injectable } from '@nestjs/common';
import { addDays } from '@event-kompass/shared-types';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { TransactionRunner } from '../../database/transaction-runner';
import { InvoiceService } from '../billing';
import { deactivationMail, expiryReminderMail } from '../mail';
import { ProviderService, type RenewalListing } from '../provider';
import { SettingsService } from '../settings';
import { JobMails } from './job-mails';

/** The second expiry reminder comes this many days before the end (issue 26: 30 and 7 days). */
export const LAST_REMINDER_DAYS = 7;

function listingOf(row: RenewalListing) {
  return {
    providerId: row.id,
    firmenname: row.firmenname,
    email: row.email,
    validUntil: row.eintrag_gueltig_bis,
  };
}

/** The daily jobs around a listing's end: the reminders before it and the deactivation after it. */
@Injectable()
export class ListingExpiryJob {
  constructor(
    private readonly providers: ProviderService,
    private readonly invoices: InvoiceService,
    private readonly settings: SettingsService,
    private readonly tx: TransactionRunner,
    private readonly mails: JobMails,
    private readonly answers: PublicResponseCache,
  ) {}

  /** Listings whose last day lies before today go offline; each provider gets one notice. */
  async deactivateExpired(today: string): Promise<number> {
    const expired = await this.providers.findExpired(today);
    let count = 0;
    for (const listing of expired) {
      const changed = await this.tx.run(async (manager) => {
        // A listing renewed meanwhile stays untouched.
        if (!(await this.providers.deactivateExpired(manager, listing.id, today))) return false;
        await this.mails.enqueue(manager, deactivationMail(this.mails.context, listingOf(listing)));
        return true;
      });
      if (changed) count += 1;
    }
    // These writes come from no HTTP request, so the cache hook that empties the public cache
    // never sees them. On the day the run is for, every instance's cache already turned over with
    // the date; but a run for a day an instance's clock has not reached (`runAll({ now })`, a clock
    // behind) would leave it listing, finding and rendering the listing until the next write.
    if (count > 0) this.answers.invalidate();
    return count;
  }

  /**
   * Listings ending within `expiration_reminder_days` (30 by default): one reminder per listing
   * and end date, and a second one within the last LAST_REMINDER_DAYS. Each carries the
   * listing's open invoice if there is one. A paid invoice has renewed the listing, so its end
   * lies a year ahead and no reminder comes.
   */
  async queueReminders(today: string): Promise<number> {
    const days = await this.settings.days('expiration_reminder_days');
    const ending = await this.providers.findEndingBetween(today, addDays(today, days));
    const open = await this.invoices.openInvoicesOf(ending.map((listing) => listing.id));
    const first = await this.mails.queueEach(ending, (listing) =>
      expiryReminderMail(this.mails.context, listingOf(listing), { invoice: open.get(listing.id) }),
    );
    const lastDay = addDays(today, LAST_REMINDER_DAYS);
    const last = await this.mails.queueEach(
      days > LAST_REMINDER_DAYS ? ending.filter((listing) => listing.eintrag_gueltig_bis <= lastDay) : [],
      (listing) =>
        expiryReminderMail(this.mails.context, listingOf(listing), {
          stage: LAST_REMINDER_DAYS,
          invoice: open.get(listing.id),
        }),
    );
    return first + last;
  }
}
