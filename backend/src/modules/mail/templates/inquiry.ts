import { germanDate, type InquiryDetails, inquiryDetailRows } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { ownInquiriesUrl, workspaceUrl } from './links';
import { mail, type MailContext } from './render';

/** Inquiries: the new inquiry to the provider and each message of its thread to the other side. */

export interface NewInquiryData {
  inquiryId: number;
  providerEmail: string;
  providerName: string;
  userName: string;
  userEmail: string;
  userPhone?: string | null;
  eventDate: string;
  message: string;
  /** The optional details of the request (issue 25), and the place of its postal code. */
  details?: Partial<InquiryDetails>;
  placeName?: string | null;
  /** Part of a Sammelanfrage to this many providers. */
  sentToProviders?: number;
}

/** To the provider; replying reaches the user. */
export function newInquiryMail(context: MailContext, data: NewInquiryData): OutgoingMail {
  const fields: [string, string][] = [
    ['Von', data.userName],
    ['E-Mail', data.userEmail],
  ];
  if (data.userPhone) fields.push(['Telefon', data.userPhone]);
  fields.push(['Gewünschtes Event-Datum', germanDate(data.eventDate)]);
  fields.push(...inquiryDetailRows(data.details ?? {}, data.placeName));
  const intro = ['Sie haben über Event-Kompass eine neue Anfrage erhalten.'];
  if (data.sentToProviders && data.sentToProviders > 1) {
    intro.push(
      `Die Anfrage ging gleichzeitig an ${data.sentToProviders} Anbieter – eine schnelle Antwort lohnt sich.`,
    );
  }
  return mail(
    `inquiry:${data.inquiryId}:provider`,
    data.providerEmail,
    data.userEmail,
    `Neue Anfrage für den ${germanDate(data.eventDate)} über Event-Kompass`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.providerName},`] },
      { kind: 'text', lines: intro },
      { kind: 'fields', rows: fields },
      { kind: 'text', lines: ['Nachricht:'] },
      { kind: 'quote', text: data.message },
      {
        kind: 'text',
        lines: [`Antworten Sie einfach auf diese E-Mail, um ${data.userName} direkt zu erreichen.`],
      },
    ],
    context,
  );
}

export interface ThreadMessageData {
  messageId: number;
  /** The reader's address and how to greet them. */
  to: string;
  greeting: string;
  /** Who wrote, as the reader knows them. */
  senderName: string;
  /** true: the provider wrote and the customer reads. */
  toCustomer: boolean;
  providerName: string;
  eventDate: string;
  text: string;
}

/** A new message in an inquiry's thread, to the other side; the answer goes through the site. */
export function threadMessageMail(context: MailContext, data: ThreadMessageData): OutgoingMail {
  const subject = data.toCustomer
    ? `Neue Nachricht von ${data.providerName} zu Ihrer Anfrage`
    : `Neue Nachricht zu Ihrer Anfrage für den ${germanDate(data.eventDate)}`;
  return mail(
    `inquiry-message:${data.messageId}`,
    data.to,
    null,
    subject,
    [
      { kind: 'text', lines: [`Guten Tag ${data.greeting},`] },
      {
        kind: 'text',
        lines: [
          `${data.senderName} hat Ihnen zur Anfrage für den ${germanDate(data.eventDate)} geschrieben:`,
        ],
      },
      { kind: 'quote', text: data.text },
      {
        kind: 'link',
        label: 'Antworten auf Event-Kompass',
        url: data.toCustomer ? ownInquiriesUrl(context) : workspaceUrl(context),
      },
    ],
    context,
  );
}
