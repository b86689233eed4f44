import { germanDate, RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { paymentBlocks } from './invoice';
import { renewalUrl } from './links';
import { type Block, mail, type MailContext } from './render';

/** Billing and renewal: the invoice address to the operator, the reminder before and the notice after a listing ends. */

export interface RenewalBillingData {
  requestId: number;
  providerId: number | null;
  name: string;
  street: string;
  city: string;
  providerName: string;
  providerEmail: string;
  /** The invoice issued with it; its payment renews the listing on the server. */
  invoiceNumber: string;
}

/** To the operator: the billing address for a renewal invoice. */
export function renewalBillingMail(context: MailContext, data: RenewalBillingData): OutgoingMail {
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        `Der Anbieter „${data.providerName}“ möchte seinen Eintrag für ein Jahr (${RENEWAL_PRICE_LABEL}) verlängern,`,
        `hat die Rechnung ${data.invoiceNumber} erhalten und wurde zur Zahlung weitergeleitet.`,
        ...(data.providerId === null
          ? [
              'Die Angaben passen zu keinem Eintrag: Die Zahlung verlängert daher nichts von selbst. Bitte prüfen Sie,',
              'welcher Eintrag gemeint ist, und verlängern Sie ihn unter Admin → Anbieter.',
            ]
          : [
              'Sobald die Zahlung verbucht ist (Kontoauszug importieren oder Zahlung erfassen unter Admin → Rechnungen),',
              'verlängert sich der Eintrag von selbst; von Hand ist nichts weiter zu tun.',
            ]),
      ],
    },
    {
      kind: 'fields',
      rows: [
        ['Anbieter', data.providerName],
        ['E-Mail des Anbieters', data.providerEmail],
        ['Anbieter-ID', data.providerId === null ? 'nicht zugeordnet' : String(data.providerId)],
        ['Rechnung', data.invoiceNumber],
      ],
    },
    { kind: 'text', lines: ['Rechnungsadresse:'] },
    { kind: 'quote', text: [data.name, data.street, data.city].join('\n') },
  ];
  return mail(
    `renewal:${data.requestId}`,
    context.operatorEmail,
    data.providerEmail,
    `Verlängerung: Rechnungsdaten von ${data.providerName}`,
    blocks,
    context,
  );
}

export interface ListingData {
  providerId: number;
  firmenname: string;
  email: string;
  /** `YYYY-MM-DD`, the last day the listing is public. */
  validUntil: string;
}

/** An invoice still to be paid, as a reminder carries it (PDF attached, both ways to pay). */
export interface OpenInvoice {
  id: number;
  number: string;
  /** What is left to pay, e.g. `40,00 €`. */
  amount: string;
  pdfUrl: string;
  iban: string;
  paymentLink: string;
}

/**
 * To the provider, some days before the listing ends (`expiration_reminder_days`, and again a
 * week before: `stage` 7). With an open renewal invoice the reminder asks to pay it, by transfer
 * or PayPal, instead of offering a renewal.
 */
export function expiryReminderMail(
  context: MailContext,
  data: ListingData,
  options: { stage?: number; invoice?: OpenInvoice | null } = {},
): OutgoingMail {
  const causeKey = `provider:${data.providerId}:expiry-reminder:${data.validUntil}${options.stage ? `:${options.stage}` : ''}`;
  const invoice = options.invoice ?? null;
  if (invoice) {
    return {
      ...mail(
        causeKey,
        data.email,
        context.operatorEmail,
        `Ihr Eintrag bei Event-Kompass läuft am ${germanDate(data.validUntil)} ab – Rechnung ${invoice.number} ist noch offen`,
        [
          { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
          {
            kind: 'text',
            lines: [
              `Ihr Eintrag bei Event-Kompass ist noch bis zum ${germanDate(data.validUntil)} sichtbar.`,
              `Für die Verlängerung ist die Rechnung ${invoice.number} noch offen (anbei als PDF). Sobald die Zahlung`,
              'eingegangen ist, verlängern wir Ihren Eintrag um 12 Monate. Sie können überweisen oder mit PayPal zahlen:',
            ],
          },
          ...paymentBlocks({ ...invoice, number: invoice.number }),
        ],
        context,
      ),
      attachment: `rechnung:${invoice.id}`,
    };
  }
  return mail(
    causeKey,
    data.email,
    context.operatorEmail,
    `Ihr Eintrag bei Event-Kompass läuft am ${germanDate(data.validUntil)} ab`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
      {
        kind: 'text',
        lines: [
          `Ihr Eintrag bei Event-Kompass ist noch bis zum ${germanDate(data.validUntil)} sichtbar.`,
          'Danach wird er automatisch deaktiviert; eine automatische Verlängerung gibt es nicht.',
          `Wenn Sie weiter gefunden werden möchten, verlängern Sie Ihren Eintrag für ${RENEWAL_PRICE_LABEL} pro Jahr:`,
        ],
      },
      { kind: 'link', label: 'Eintrag jetzt verlängern', url: renewalUrl(context, data.providerId) },
    ],
    context,
  );
}

/** To the provider, once the listing has been deactivated. */
export function deactivationMail(context: MailContext, data: ListingData): OutgoingMail {
  return mail(
    `provider:${data.providerId}:deactivated:${data.validUntil}`,
    data.email,
    context.operatorEmail,
    'Ihr Eintrag bei Event-Kompass wurde deaktiviert',
    [
      { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
      {
        kind: 'text',
        lines: [
          `Ihr Eintrag bei Event-Kompass war bis zum ${germanDate(data.validUntil)} gültig und ist jetzt nicht mehr öffentlich sichtbar.`,
          `Sie können ihn jederzeit für ${RENEWAL_PRICE_LABEL} pro Jahr verlängern; danach schalten wir ihn wieder frei:`,
        ],
      },
      { kind: 'link', label: 'Eintrag verlängern', url: renewalUrl(context, data.providerId) },
    ],
    context,
  );
}
