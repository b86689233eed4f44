import { germanDate } from '@event-kompass/shared-types';
import { friendlyFormatIBAN } from 'ibantools';
import PDFDocument from 'pdfkit';
import { toBuffer as qrPng } from 'qrcode';

/** The issuer as printed on an invoice, kept in the invoice row (what was true when it was issued). */
export interface InvoiceIssuer {
  name: string;
  address: string;
  email: string;
  taxNumber: string | null;
  vatId: string | null;
  iban: string;
  bic: string | null;
  paymentLink: string;
  legalForm: string | null;
  representative: string | null;
  register: string | null;
}

/** Everything one PDF shows; made from the invoice row alone. */
export interface InvoiceDocument {
  kind: 'rechnung' | 'storno';
  number: string;
  /** For a cancellation: the invoice it cancels, and that invoice's date. */
  cancels: { number: string; date: string } | null;
  date: string;
  dueDate: string;
  recipient: { name: string; street: string; city: string };
  providerName: string;
  service: string;
  periodFrom: string | null;
  periodUntil: string | null;
  netCent: number;
  taxPercent: number;
  taxCent: number;
  grossCent: number;
  smallBusiness: boolean;
  issuer: InvoiceIssuer;
}

/** `40,00 €`, `-40,00 €`, `1.234,50 €`. */
export function euro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}

/**
 * The GiroCode (EPC069-12 "SEPA Credit Transfer" QR code, version 002): the bank app fills in
 * recipient, IBAN, amount and the invoice number as the unstructured reference.
 */
export function girocodePayload(input: {
  name: string;
  iban: string;
  bic: string | null;
  amountCent: number;
  reference: string;
}): string {
  const amount = `EUR${Math.floor(input.amountCent / 100)}.${String(input.amountCent % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    input.bic ?? '',
    input.name.slice(0, 70),
    input.iban,
    amount,
    '',
    '',
    input.reference.slice(0, 140),
  ].join('\n');
}

/** § 19 UStG: the reason no VAT is shown. */
export const SMALL_BUSINESS_NOTE =
  'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).';

const MARGIN = 56;
const PAGE_WIDTH = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;

/**
 * The invoice as an A4 PDF with what § 14 (4) UStG asks: issuer and recipient with addresses,
 * tax number or VAT id, date, consecutive number, service and period, net, rate, tax and gross
 * (or the § 19 note), plus the payment terms, the bank account with a GiroCode and the PayPal
 * link. The document's dates are the invoice's own, so the same row gives the same PDF.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const issuedAt = new Date(`${doc.date}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${doc.kind === 'storno' ? 'Stornorechnung' : 'Rechnung'} ${doc.number}`,
      Author: doc.issuer.name,
      Creator: 'Event-Kompass',
      Producer: 'Event-Kompass',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
    lang: 'de-DE',
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { issuer } = doc;
  // Issuer, top right.
  pdf.font('Helvetica-Bold').fontSize(12).text(issuer.name, MARGIN, MARGIN, { align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  for (const line of [
    issuer.address,
    issuer.email,
    issuer.taxNumber ? `Steuernummer: ${issuer.taxNumber}` : null,
    issuer.vatId ? `USt-IdNr.: ${issuer.vatId}` : null,
  ]) {
    if (line) pdf.text(line, { align: 'right' });
  }

  // Recipient.
  pdf.fontSize(7).fillColor('#555').text(`${issuer.name} · ${issuer.address}`, MARGIN, 150);
  pdf.fillColor('#000').fontSize(11);
  pdf.text(doc.recipient.name, MARGIN, 166).text(doc.recipient.street).text(doc.recipient.city);

  // Title and facts.
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(doc.kind === 'storno' ? 'Stornorechnung' : 'Rechnung', MARGIN, 250);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    ['Rechnungsnummer', doc.number],
    ['Rechnungsdatum', germanDate(doc.date)],
  ];
  if (doc.cancels)
    facts.push(['Storniert Rechnung', `${doc.cancels.number} vom ${germanDate(doc.cancels.date)}`]);
  if (doc.periodFrom && doc.periodUntil) {
    facts.push(['Leistungszeitraum', `${germanDate(doc.periodFrom)} bis ${germanDate(doc.periodUntil)}`]);
  }
  facts.push(['Eintrag', doc.providerName]);
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font('Helvetica').text(`${label}:`, MARGIN, y, { width: 130 });
    pdf.text(value, MARGIN + 130, y, { width: RIGHT - MARGIN - 130 });
  }

  // The one position.
  pdf.moveDown(1.5);
  const tableTop = pdf.y;
  pdf.font('Helvetica-Bold').text('Pos.', MARGIN, tableTop, { width: 40 });
  pdf.text('Leistung', MARGIN + 40, tableTop, { width: 300 });
  pdf.text('Betrag', RIGHT - 100, tableTop, { width: 100, align: 'right' });
  pdf
    .moveTo(MARGIN, pdf.y + 3)
    .lineTo(RIGHT, pdf.y + 3)
    .stroke();
  pdf.moveDown(0.6);
  const rowTop = pdf.y;
  pdf.font('Helvetica').text('1', MARGIN, rowTop, { width: 40 });
  pdf.text(doc.service, MARGIN + 40, rowTop, { width: 300 });
  pdf.text(euro(doc.smallBusiness ? doc.grossCent : doc.netCent), RIGHT - 100, rowTop, {
    width: 100,
    align: 'right',
  });
  pdf.moveDown(0.6);
  pdf.moveTo(MARGIN, pdf.y).lineTo(RIGHT, pdf.y).stroke();
  pdf.moveDown(0.6);

  const sums: [string, string, boolean][] = doc.smallBusiness
    ? [['Gesamtbetrag', euro(doc.grossCent), true]]
    : [
        ['Nettobetrag', euro(doc.netCent), false],
        [`Umsatzsteuer ${doc.taxPercent} %`, euro(doc.taxCent), false],
        ['Gesamtbetrag (brutto)', euro(doc.grossCent), true],
      ];
  for (const [label, value, bold] of sums) {
    const y = pdf.y;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .text(label, RIGHT - 300, y, { width: 190, align: 'right' });
    pdf.text(value, RIGHT - 100, y, { width: 100, align: 'right' });
  }
  pdf.font('Helvetica').moveDown(1);
  if (doc.smallBusiness) pdf.text(SMALL_BUSINESS_NOTE, MARGIN, pdf.y, { width: RIGHT - MARGIN });

  if (doc.kind === 'rechnung') {
    pdf.moveDown(1);
    pdf
      .font('Helvetica-Bold')
      .text('Zahlung', MARGIN, pdf.y)
      .font('Helvetica')
      .text(
        `Zahlbar ohne Abzug innerhalb von 14 Tagen, bis zum ${germanDate(doc.dueDate)}. Bitte geben Sie als Verwendungszweck die Rechnungsnummer ${doc.number} an.`,
        { width: RIGHT - MARGIN },
      );
    pdf.moveDown(0.6);
    const bankTop = pdf.y;
    const lines = [
      `Kontoinhaber: ${issuer.name}`,
      `IBAN: ${friendlyFormatIBAN(issuer.iban) ?? issuer.iban}`,
      issuer.bic ? `BIC: ${issuer.bic}` : null,
      `Betrag: ${euro(doc.grossCent)}`,
      `Verwendungszweck: ${doc.number}`,
    ].filter((line): line is string => line !== null);
    pdf.text(lines.join('\n'), MARGIN, bankTop, { width: 300 });
    pdf.moveDown(0.6).text('Oder bequem mit PayPal:', { width: 300 });
    pdf
      .fillColor('#1a4fa0')
      .text(issuer.paymentLink, { width: 300, link: issuer.paymentLink, underline: true });
    pdf.fillColor('#000');
    const qr = await qrPng(
      girocodePayload({
        name: issuer.name,
        iban: issuer.iban,
        bic: issuer.bic,
        amountCent: doc.grossCent,
        reference: doc.number,
      }),
      // EPC069-12 asks for error correction level M.
      { errorCorrectionLevel: 'M', margin: 2, scale: 4 },
    );
    pdf.image(qr, RIGHT - 120, bankTop, { width: 120 });
    pdf.fontSize(8).text('GiroCode: mit der Banking-App scannen', RIGHT - 140, bankTop + 124, {
      width: 140,
      align: 'center',
    });
  } else {
    pdf
      .moveDown(1)
      .text(
        'Der Betrag der stornierten Rechnung ist nicht mehr zu zahlen; bereits Gezahltes erstatten wir.',
        MARGIN,
        pdf.y,
        { width: RIGHT - MARGIN },
      );
  }

  // Footer: the Impressum details an invoice of a company carries.
  const footer = [
    issuer.name + (issuer.legalForm ? ` (${issuer.legalForm})` : ''),
    issuer.representative,
    issuer.register,
    issuer.address,
  ].filter((line): line is string => !!line);
  // Just above the bottom margin: below it pdfkit would start a new page for the line.
  pdf
    .fontSize(7)
    .fillColor('#555')
    .text(footer.join(' · '), MARGIN, 760, { width: RIGHT - MARGIN, align: 'center' });
  pdf.end();
  return done;
}
