import { Injectable } from '@nestjs/common';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { InquiryService } from '../inquiry';
import { CalendarSyncService, OwnListingService, ProviderNotFound, ProviderService } from '../provider';

/** How far back the feed reaches, so a calendar keeps the recent past. */
const FEED_DAYS_BACK = 30;

/**
 * The iCal feed behind a listing's secret address: one all-day event per booked day (an inquiry
 * with status "gebucht") and per day the owner marked as taken. Days read from the owner's own
 * external calendar are left out: they come from there, and a calendar that subscribes to this
 * feed would otherwise see its own events twice.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly calendars: CalendarSyncService,
    private readonly ownListings: OwnListingService,
    private readonly providers: ProviderService,
    private readonly inquiries: InquiryService,
  ) {}

  /** The feed as text; an unknown or renewed address: not found. */
  async feed(token: string, now = new Date()): Promise<string> {
    const providerId = await this.calendars.providerOfFeed(token);
    if (providerId === null) throw new ProviderNotFound();
    const from = addDays(berlinToday(now), -FEED_DAYS_BACK);
    const [booked, taken, names] = await Promise.all([
      this.inquiries.bookedDaysFrom(providerId, from),
      this.ownListings.markedTakenDays(providerId, from),
      this.providers.namesByIds([providerId]),
    ]);
    const name = names.get(providerId) ?? 'Event-Kompass';
    const calendar = ical({
      name: `${name} – Event-Kompass`,
      prodId: { company: 'Event-Kompass', product: 'Belegte Tage', language: 'DE' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 60 * 60,
    });
    const bookedSet = new Set(booked);
    for (const day of [...new Set([...booked, ...taken])].sort()) {
      const start = new Date(`${day}T00:00:00Z`);
      calendar.createEvent({
        id: `${providerId}-${day}@event-kompass`,
        start,
        end: new Date(start.getTime() + 86_400_000),
        allDay: true,
        stamp: now,
        summary: bookedSet.has(day) ? 'Gebucht (Event-Kompass)' : 'Belegt',
      });
    }
    return calendar.toString();
  }
}
