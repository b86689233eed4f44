import { germanDate } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { oneClickUnsubscribeUrl, providerUrl, unsubscribePageUrl } from './links';
import { mail, type MailContext } from './render';

/** Reviews: the reminder to rate a provider after the event. */

export interface ReviewReminderData {
  inquiryId: number;
  userEmail: string;
  userFirstName: string;
  providerId: number;
  providerName: string;
  eventDate: string;
  /** The recipient's unsubscribe token (ReminderConsentService). */
  unsubscribeToken: string;
}

/**
 * To the user after the event, only with their consent. A request for a review counts as
 * advertising in Germany, so the mail says how to stop them: a link in the text and the
 * List-Unsubscribe headers that mail clients show as their own "unsubscribe" button.
 */
export function reviewReminderMail(context: MailContext, data: ReviewReminderData): OutgoingMail {
  const unsubscribe = unsubscribePageUrl(context, data.unsubscribeToken);
  return {
    ...mail(
      `inquiry:${data.inquiryId}:review-reminder`,
      data.userEmail,
      context.operatorEmail,
      `Wie war ${data.providerName}? Ihre Bewertung hilft anderen`,
      [
        { kind: 'text', lines: [`Hallo ${data.userFirstName},`] },
        {
          kind: 'text',
          lines: [
            `Sie hatten über Event-Kompass bei „${data.providerName}“ für den ${germanDate(data.eventDate)} angefragt.`,
            'Wir hoffen, Ihr Event war ein Erfolg! Mit einer kurzen Bewertung helfen Sie anderen bei der Auswahl.',
          ],
        },
        {
          kind: 'link',
          label: `${data.providerName} jetzt bewerten`,
          url: providerUrl(context, data.providerId),
        },
        {
          kind: 'text',
          lines: [
            'Sie erhalten diese Erinnerung, weil Sie Bewertungserinnerungen in Ihrem Konto erlaubt haben.',
            'Sie können dieser Verwendung Ihrer E-Mail-Adresse jederzeit widersprechen, ohne dass Kosten',
            'entstehen: mit einem Klick auf den folgenden Link oder unter „Mein Profil“ › „Meine Daten“.',
          ],
        },
        { kind: 'link', label: 'Bewertungserinnerungen abbestellen', url: unsubscribe },
      ],
      context,
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(context, data.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
