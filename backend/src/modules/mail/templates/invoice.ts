import { germanDate } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { type Block, mail, type MailContext } from './render';

/** Invoices: the invoice or cancellation with its PDF attached, and the thanks once it is paid. */

export interface InvoiceMailData {
  invoiceId: number;
  number: string;
  email: string;
  recipientName: string;
  providerName: string;
  /** `40,00 €`. */
  amount: string;
  dueDate: string;
  pdfUrl: string;
  iban: string;
  paymentLink: string;
}

/** How to pay an open invoice: both ways, as the reminders repeat them. */
export function paymentBlocks(data: {
  number: string;
  amount: string;
  iban: string;
  paymentLink: string;
  pdfUrl: string;
}): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        ['Rechnungsnummer', data.number],
        ['Betrag', data.amount],
        ['Überweisung an IBAN', data.iban],
        ['Verwendungszweck', data.number],
      ],
    },
    { kind: 'link', label: 'Oder mit PayPal bezahlen', url: data.paymentLink },
    { kind: 'link', label: 'Rechnung als PDF', url: data.pdfUrl },
  ];
}

/** To the provider: the renewal invoice, PDF attached. */
export function invoiceIssuedMail(context: MailContext, data: InvoiceMailData): OutgoingMail {
  return {
    ...mail(
      `invoice:${data.invoiceId}:issued`,
      data.email,
      context.operatorEmail,
      `Ihre Rechnung ${data.number} von Event-Kompass`,
      [
        { kind: 'text', lines: [`Guten Tag ${data.recipientName},`] },
        {
          kind: 'text',
          lines: [
            `vielen Dank für die Verlängerung des Eintrags „${data.providerName}“. Anbei erhalten Sie die Rechnung als PDF.`,
            `Bitte zahlen Sie bis zum ${germanDate(data.dueDate)}; sobald die Zahlung eingegangen ist, verlängern wir Ihren Eintrag um 12 Monate.`,
          ],
        },
        ...paymentBlocks(data),
      ],
      context,
    ),
    attachment: `rechnung:${data.invoiceId}`,
  };
}

/** To the provider: the cancellation invoice, PDF attached. */
export function invoiceCancelledMail(
  context: MailContext,
  data: Pick<InvoiceMailData, 'invoiceId' | 'number' | 'email' | 'recipientName' | 'pdfUrl'> & {
    cancelledNumber: string;
  },
): OutgoingMail {
  return {
    ...mail(
      `invoice:${data.invoiceId}:issued`,
      data.email,
      context.operatorEmail,
      `Stornorechnung ${data.number} zu Ihrer Rechnung ${data.cancelledNumber}`,
      [
        { kind: 'text', lines: [`Guten Tag ${data.recipientName},`] },
        {
          kind: 'text',
          lines: [
            `wir haben die Rechnung ${data.cancelledNumber} storniert. Anbei erhalten Sie die Stornorechnung ${data.number} als PDF;`,
            'der Betrag ist nicht mehr zu zahlen. Bei Fragen antworten Sie einfach auf diese E-Mail.',
          ],
        },
        { kind: 'link', label: 'Stornorechnung als PDF', url: data.pdfUrl },
      ],
      context,
    ),
    attachment: `rechnung:${data.invoiceId}`,
  };
}

/** To the provider: the invoice is paid and the listing renewed. */
export function invoicePaidMail(
  context: MailContext,
  data: {
    invoiceId: number;
    number: string;
    email: string;
    recipientName: string;
    providerName: string;
    until: string;
  },
): OutgoingMail {
  return mail(
    `invoice:${data.invoiceId}:paid`,
    data.email,
    context.operatorEmail,
    `Zahlung erhalten: Ihr Eintrag ist bis ${germanDate(data.until)} verlängert`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.recipientName},`] },
      {
        kind: 'text',
        lines: [
          `vielen Dank, Ihre Zahlung zur Rechnung ${data.number} ist eingegangen.`,
          `Der Eintrag „${data.providerName}“ ist jetzt bis zum ${germanDate(data.until)} sichtbar.`,
        ],
      },
    ],
    context,
  );
}
