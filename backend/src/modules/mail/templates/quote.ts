import {
  euroFromCents,
  germanDate,
  INQUIRY_STATUS_LABELS,
  type InquiryStatus,
  type QuotePosition,
} from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { ownInquiriesUrl, workspaceUrl } from './links';
import { type Block, mail, type MailContext } from './render';

/** Quotes and bookings (issue 25): what each side hears when the other acts on an inquiry. */

export interface QuoteSentData {
  quoteId: number;
  customerEmail: string;
  customerName: string;
  providerName: string;
  eventDate: string;
  positions: QuotePosition[];
  sumCents: number;
  validUntil: string;
  note: string | null;
  /** True when it replaces an open quote. */
  replaces: boolean;
}

/** To the customer: the quote with its positions, sum and validity. */
export function quoteSentMail(context: MailContext, data: QuoteSentData): OutgoingMail {
  const blocks: Block[] = [
    { kind: 'text', lines: [`Guten Tag ${data.customerName},`] },
    {
      kind: 'text',
      lines: [
        data.replaces
          ? `${data.providerName} hat Ihnen zur Anfrage für den ${germanDate(data.eventDate)} ein neues Angebot geschickt. Es ersetzt das bisherige.`
          : `${data.providerName} hat Ihnen zur Anfrage für den ${germanDate(data.eventDate)} ein Angebot geschickt.`,
      ],
    },
    {
      kind: 'fields',
      rows: [
        ...data.positions.map((position): [string, string] => [
          position.text,
          euroFromCents(position.betrag_cent),
        ]),
        ['Summe', euroFromCents(data.sumCents)],
        ['Gültig bis', germanDate(data.validUntil)],
      ],
    },
  ];
  if (data.note) blocks.push({ kind: 'text', lines: ['Hinweis:'] }, { kind: 'quote', text: data.note });
  blocks.push({ kind: 'link', label: 'Angebot ansehen und annehmen', url: ownInquiriesUrl(context) });
  return mail(
    `inquiry-quote:${data.quoteId}:sent`,
    data.customerEmail,
    null,
    `Angebot von ${data.providerName} für den ${germanDate(data.eventDate)}`,
    blocks,
    context,
  );
}

export interface QuoteDecisionData {
  quoteId: number;
  providerEmail: string;
  providerName: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  sumCents: number;
}

export type QuoteDecision = 'accepted' | 'declined';

/** What the provider hears of each decision; only a booking lets them answer the customer by mail. */
const DECISION_TEXTS: Record<
  QuoteDecision,
  { subjectPrefix: string; verb: string; next: string; replyToCustomer: boolean }
> = {
  accepted: {
    subjectPrefix: 'Gebucht: ',
    verb: 'angenommen',
    next: 'Der Tag ist in Ihrem Kalender jetzt als belegt eingetragen.',
    replyToCustomer: true,
  },
  declined: {
    subjectPrefix: '',
    verb: 'abgelehnt',
    next: 'Sie können im Verlauf der Anfrage nachfragen oder ein neues Angebot senden.',
    replyToCustomer: false,
  },
};

/**
 * To the provider: the customer booked (the day is now taken in their calendar) or declined (a
 * new quote is still possible).
 */
export function quoteDecisionMail(
  context: MailContext,
  data: QuoteDecisionData,
  decision: QuoteDecision,
): OutgoingMail {
  const texts = DECISION_TEXTS[decision];
  const day = germanDate(data.eventDate);
  return mail(
    `inquiry-quote:${data.quoteId}:${decision}`,
    data.providerEmail,
    texts.replyToCustomer ? data.customerEmail : null,
    `${texts.subjectPrefix}${data.customerName} hat Ihr Angebot für den ${day} ${texts.verb}`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.providerName},`] },
      {
        kind: 'text',
        lines: [
          `${data.customerName} hat Ihr Angebot über ${euroFromCents(data.sumCents)} für den ${day} ${texts.verb}.`,
          texts.next,
        ],
      },
      { kind: 'link', label: 'Zur Anfrage in „Mein Eintrag“', url: workspaceUrl(context) },
    ],
    context,
  );
}

export interface BookedElsewhereData {
  inquiryId: number;
  providerEmail: string;
  providerName: string;
  customerName: string;
  eventDate: string;
}

/** To a provider whose inquiry for the same day ended because the customer booked another one. */
export function bookedElsewhereMail(context: MailContext, data: BookedElsewhereData): OutgoingMail {
  return mail(
    `inquiry:${data.inquiryId}:booked-elsewhere`,
    data.providerEmail,
    null,
    `Anfrage für den ${germanDate(data.eventDate)} abgesagt`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.providerName},`] },
      {
        kind: 'text',
        lines: [
          `vielen Dank für Ihre Zeit und Ihr Interesse: ${data.customerName} hat für den ${germanDate(data.eventDate)} inzwischen eine andere Buchung über Event-Kompass bestätigt.`,
          'Die Anfrage ist damit abgesagt; Sie müssen nichts weiter tun. Wir wünschen Ihnen viel Erfolg bei Ihren nächsten Anfragen!',
        ],
      },
    ],
    context,
  );
}

export interface StatusChangeData {
  inquiryId: number;
  /** Distinguishes repeated changes to the same status. */
  changeKey: string;
  customerEmail: string;
  customerName: string;
  providerName: string;
  eventDate: string;
  status: InquiryStatus;
}

/** To the customer: the provider moved the inquiry to another status. */
export function inquiryStatusMail(context: MailContext, data: StatusChangeData): OutgoingMail {
  const label = INQUIRY_STATUS_LABELS[data.status];
  return mail(
    `inquiry:${data.inquiryId}:status:${data.changeKey}`,
    data.customerEmail,
    null,
    `Ihre Anfrage an ${data.providerName}: ${label}`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.customerName},`] },
      {
        kind: 'text',
        lines: [
          `${data.providerName} hat den Stand Ihrer Anfrage für den ${germanDate(data.eventDate)} geändert: „${label}“.`,
        ],
      },
      { kind: 'link', label: 'Meine Anfragen ansehen', url: ownInquiriesUrl(context) },
    ],
    context,
  );
}
