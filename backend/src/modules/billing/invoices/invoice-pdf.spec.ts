import { writeFileSync } from 'node:fs';
import { readPdf } from '../../../../test/support/pdf-reader';
import {
  euro,
  girocodePayload,
  type InvoiceDocument,
  renderInvoicePdf,
  SMALL_BUSINESS_NOTE,
} from './invoice-pdf';

const ISSUER = {
  name: 'Beispiel Events GmbH',
  address: 'Beispielweg 5, 68159 Mannheim',
  email: 'kontakt@beispiel.de',
  taxNumber: '21/815/08150',
  vatId: 'DE123456789',
  iban: 'DE89370400440532013000',
  bic: null,
  paymentLink: 'https://www.paypal.com/paypalme/eventkompass/40',
  legalForm: 'GmbH',
  representative: 'Geschäftsführerin: Clara Beispiel',
  register: 'Amtsgericht Mannheim, HRB 123456',
};

const INVOICE: InvoiceDocument = {
  kind: 'rechnung',
  number: 'RE-2026-00042',
  cancels: null,
  date: '2026-11-26',
  dueDate: '2026-12-10',
  recipient: { name: 'Max Muster GmbH', street: 'Hauptstraße 1', city: '12345 Musterstadt' },
  providerName: 'DJ Max',
  service: 'Eintrag auf Event-Kompass, 12 Monate',
  periodFrom: '2026-12-01',
  periodUntil: '2027-11-30',
  netCent: 3361,
  taxPercent: 19,
  taxCent: 639,
  grossCent: 4000,
  smallBusiness: false,
  issuer: ISSUER,
};

describe('invoice PDF', () => {
  it('formats euros the German way', () => {
    expect(euro(4000)).toBe('40,00 €');
    expect(euro(-639)).toBe('-6,39 €');
    expect(euro(123456)).toBe('1.234,56 €');
  });

  it('builds the EPC payload of a GiroCode', () => {
    expect(
      girocodePayload({
        name: 'A',
        iban: 'DE89370400440532013000',
        bic: null,
        amountCent: 4000,
        reference: 'RE-2026-00001',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nA\nDE89370400440532013000\nEUR40.00\n\n\nRE-2026-00001');
  });

  it('carries every field § 14 (4) UStG asks for, the payment terms and a GiroCode that scans', async () => {
    const pdf = await renderInvoicePdf(INVOICE);
    if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, pdf);
    const { text, qr } = await readPdf(
      pdf,
      process.env.INVOICE_PDF_OUT ? `${process.env.INVOICE_PDF_OUT}.png` : undefined,
    );
    for (const expected of [
      'Beispiel Events GmbH',
      'Beispielweg 5, 68159 Mannheim',
      'Steuernummer: 21/815/08150',
      'USt-IdNr.: DE123456789',
      'Max Muster GmbH',
      'Hauptstraße 1',
      '12345 Musterstadt',
      'Rechnungsdatum: 26.11.2026',
      'Rechnungsnummer: RE-2026-00042',
      'Eintrag auf Event-Kompass, 12 Monate',
      'Leistungszeitraum: 01.12.2026 bis 30.11.2027',
      'Nettobetrag 33,61 €',
      'Umsatzsteuer 19 % 6,39 €',
      'Gesamtbetrag (brutto) 40,00 €',
      'innerhalb von 14 Tagen, bis zum 10.12.2026',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'Verwendungszweck: RE-2026-00042',
      'https://www.paypal.com/paypalme/eventkompass/40',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('2 of 2');
    expect(qr).toBe(
      girocodePayload({
        name: ISSUER.name,
        iban: ISSUER.iban,
        bic: null,
        amountCent: 4000,
        reference: 'RE-2026-00042',
      }),
    );
  });

  it('shows the gross and the § 19 UStG note instead of tax lines for a small business', async () => {
    const { text } = await readPdf(
      await renderInvoicePdf({ ...INVOICE, smallBusiness: true, netCent: 4000, taxCent: 0, taxPercent: 0 }),
    );
    expect(text).toContain('Gesamtbetrag 40,00 €');
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).not.toContain('Umsatzsteuer 19 %');
  });

  it('is the same document when rendered again from the same data', async () => {
    expect((await renderInvoicePdf(INVOICE)).equals(await renderInvoicePdf(INVOICE))).toBe(true);
  });
});
