import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice, StatementImportResult } from '@event-kompass/shared-types';
import { InvoicesPage } from '@admin/features/invoices/invoices-page';
import { importSummary, NO_FILE_CHOSEN } from '@admin/features/invoices/statement-import';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const invoice = (id: number, changes: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id,
  nummer: `RE-2026-0000${id}`,
  art: 'rechnung',
  datum: '2026-11-20',
  faellig_am: '2026-12-04',
  betrag_cent: 4000,
  status: 'offen',
  pdf_url: `http://127.0.0.1/api/invoices/RE-2026-0000${id}/pdf?sig=abc`,
  anbieter_id: id + 100,
  anbieter_name: `Anbieter ${id}`,
  empfaenger: { name: `Firma ${id}`, strasse: 'Weg 1', ort: '12345 Ort' },
  email: `a${id}@example.test`,
  leistung_von: '2026-12-02',
  leistung_bis: '2027-12-01',
  bezahlt_cent: 0,
  zahlungen: [],
  storno_nummer: null,
  storno_zu: null,
  ...changes,
});

const before = [invoice(7), invoice(9)];
/** After the import: RE-2026-00007 paid from the statement, its listing renewed. */
const after = [
  invoice(7, {
    status: 'bezahlt',
    bezahlt_cent: 4000,
    zahlungen: [
      {
        id: 1,
        datum: '2026-11-20',
        betrag_cent: 4000,
        art: 'ueberweisung',
        quelle: 'kontoauszug',
        verlaengert_bis: '2027-12-01',
      },
    ],
  }),
  invoice(9),
];

const partial = {
  datum: '2026-11-20',
  betrag_cent: 2000,
  verwendungszweck: 're 2026 00009 Teilzahlung',
  name: 'Max Muster GmbH',
  schluessel: `camt:${'a'.repeat(64)}`,
};
const rent = {
  datum: '2026-11-21',
  betrag_cent: 75000,
  verwendungszweck: 'Miete November',
  name: 'Hausverwaltung',
  schluessel: `camt:${'b'.repeat(64)}`,
};
const first: StatementImportResult = {
  zugeordnet: [{ rechnung: 'RE-2026-00007', betrag_cent: 4000 }],
  offen: [partial, rent],
};

function statementFile(): File {
  return new File(['<Document/>'], 'auszug.xml', { type: 'application/xml' });
}

describe('StatementImport', () => {
  it('says what an import did, also when nothing was new', () => {
    expect(importSummary(first)).toBe('1 Zahlung zugeordnet und gebucht. 2 Gutschriften bleiben offen.');
    expect(importSummary({ zugeordnet: [], offen: [rent] })).toMatch(
      /^Nichts neu zugeordnet .*nicht doppelt gebucht\)\. 1 Gutschrift bleibt offen\.$/,
    );
  });

  it('uploads the statement, shows the match with the renewed listing and offers an open line for a manual payment', async () => {
    const user = userEvent.setup();
    let imported = false;
    const server = createFakeServer({
      'GET /api/admin/invoices': () => ({ body: imported ? after : before }),
      'POST /api/admin/kontoauszuege': () => {
        imported = true;
        return { body: first };
      },
      'POST /api/admin/invoices/9/zahlungen': { body: after[1] },
    });
    renderWithApi(<InvoicesPage />, server);
    const card = await screen.findByRole('region', { name: 'Kontoauszug importieren (CAMT.053)' });

    await user.click(within(card).getByRole('button', { name: 'Kontoauszug importieren' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(NO_FILE_CHOSEN);

    await user.upload(within(card).getByLabelText('Kontoauszug (CAMT.053, XML-Datei)'), statementFile());
    await user.click(within(card).getByRole('button', { name: 'Kontoauszug importieren' }));

    const heading = await within(card).findByRole('heading', { name: 'Ergebnis des Imports' });
    expect(heading).toHaveFocus();
    expect(within(card).getByRole('status')).toHaveTextContent('1 Zahlung zugeordnet und gebucht.');
    const upload = server.calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe('/api/admin/kontoauszuege');
    expect((upload?.body as FormData).get('kontoauszug')).toBeInstanceOf(File);

    const matched = within(card).getByRole('table', { name: 'Zugeordnete Gutschriften' });
    const row = within(matched).getByRole('row', { name: /RE-2026-00007/ });
    expect(within(row).getByRole('link', { name: 'RE-2026-00007' })).toHaveAttribute(
      'href',
      after[0].pdf_url,
    );
    expect(row).toHaveTextContent('40,00 €');
    expect(row).toHaveTextContent('verlängert bis 01.12.2027');
    expect(row).toHaveTextContent('Bezahlt');
    // The list below was loaded again and shows the invoice paid.
    const list = screen.getByRole('table', { name: 'Alle Rechnungen' });
    expect(within(list).getByRole('row', { name: /RE-2026-00007/ })).toHaveTextContent('Bezahlt');

    expect(within(card).getByText(/konnten keiner Rechnung zugeordnet werden/)).toBeInTheDocument();
    const open = within(card).getByRole('table', { name: 'Offene Gutschriften, von Hand zu buchen' });
    expect(within(open).getByRole('row', { name: /Miete November/ })).toHaveTextContent('keine erkannt');
    await user.click(
      within(open).getByRole('button', {
        name: 'Gutschrift vom 20.11.2026 über 20,00 € als Zahlung zu RE-2026-00009 erfassen',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Zahlung zu RE-2026-00009 erfassen' });
    expect(within(dialog).getByLabelText(/Betrag/)).toHaveValue('20,00');
    expect(within(dialog).getByLabelText(/Eingang am/)).toHaveValue('2026-11-20');
    // Booked with the line's key, so no later import books the line again.
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(open).findByText('von Hand gebucht')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/admin/invoices/9/zahlungen')?.body).toEqual({
      datum: '2026-11-20',
      betrag_cent: 2000,
      art: 'ueberweisung',
      kontoauszug_schluessel: partial.schluessel,
    });
  });

  it('answers a second import with "nichts neu zugeordnet" and shows the server\'s message on a 400', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/invoices': { body: after },
      'POST /api/admin/kontoauszuege': { body: { zugeordnet: [], offen: [rent] } },
    });
    renderWithApi(<InvoicesPage />, server);
    const card = await screen.findByRole('region', { name: 'Kontoauszug importieren (CAMT.053)' });
    await user.upload(within(card).getByLabelText('Kontoauszug (CAMT.053, XML-Datei)'), statementFile());
    await user.click(within(card).getByRole('button', { name: 'Kontoauszug importieren' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Nichts neu zugeordnet/);
    expect(within(card).queryByRole('table', { name: 'Zugeordnete Gutschriften' })).not.toBeInTheDocument();

    server.on('POST /api/admin/kontoauszuege', {
      status: 400,
      body: {
        msg: 'Die Datei ist kein gültiges XML. Bitte laden Sie den Kontoauszug im Format CAMT.053 hoch.',
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Kontoauszug importieren' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Die Datei ist kein gültiges XML.');
    expect(within(card).queryByRole('heading', { name: 'Ergebnis des Imports' })).not.toBeInTheDocument();
  });
});
