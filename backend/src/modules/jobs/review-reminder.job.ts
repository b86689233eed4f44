import { Injectable } from '@nestjs/common';
import { addDays } from '@event-kompass/shared-types';
import { distinctIds } from '../../database/id-batch';
import { ReminderConsentService } from '../identity';
import { InquiryService } from '../inquiry';
import { reviewReminderMail } from '../mail';
import { ProviderService } from '../provider';
import { SettingsService } from '../settings';
import { JobMails } from './job-mails';

/** Events further back than this get no review reminder (e.g. right after the feature starts). */
const REVIEW_REMINDER_WINDOW_DAYS = 30;

/** The daily reminder to review a provider after the event. */
@Injectable()
export class ReviewReminderJob {
  constructor(
    private readonly settings: SettingsService,
    private readonly inquiries: InquiryService,
    private readonly providers: ProviderService,
    private readonly consent: ReminderConsentService,
    private readonly mails: JobMails,
  ) {}

  /**
   * Unreviewed inquiries whose event lies `review_reminder_days` or more behind: one reminder
   * each, only to users who agreed to reminders (issue 14). An inquiry skipped for want of
   * consent gets no mail and no cause key, so a consent given later still brings its reminder
   * while the event lies within the window.
   */
  async run(today: string): Promise<number> {
    const days = await this.settings.days('review_reminder_days');
    const latest = addDays(today, -days);
    const open = await this.inquiries.findUnreviewedWithEventBetween(
      addDays(latest, -REVIEW_REMINDER_WINDOW_DAYS),
      latest,
    );
    const [names, users] = await Promise.all([
      this.providers.namesOf(open),
      this.consent.recipients(distinctIds(open, (inquiry) => inquiry.userId)),
    ]);
    return this.mails.queueEach(open, (inquiry) => {
      const user = users.get(inquiry.userId);
      // No consent, or user or provider deleted just now (both cascade with the inquiry).
      if (!user || !names.has(inquiry.anbieterId)) return null;
      return reviewReminderMail(this.mails.context, {
        inquiryId: inquiry.id,
        userEmail: user.email,
        userFirstName: user.vorname,
        providerId: inquiry.anbieterId,
        providerName: names.get(inquiry.anbieterId) ?? '',
        eventDate: inquiry.eventDatum,
        unsubscribeToken: user.unsubscribeToken,
      });
    });
  }
}
