import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice } from '@event-kompass/shared-types';
import { centsFrom, InvoicesPage } from '@admin/features/invoices/invoices-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const open: AdminInvoice = {
  id: 7,
  nummer: 'RE-2026-00007',
  art: 'rechnung',
  datum: '2026-11-20',
  faellig_am: '2026-12-04',
  betrag_cent: 4000,
  status: 'offen',
  pdf_url: 'http://127.0.0.1/api/invoices/RE-2026-00007/pdf?sig=abc',
  anbieter_id: 3,
  anbieter_name: 'DJ Sonnenschein',
  empfaenger: { name: 'Sonnenschein GmbH', strasse: 'Weg 1', ort: '12345 Ort' },
  email: 'dj@example.test',
  leistung_von: '2026-12-02',
  leistung_bis: '2027-12-01',
  bezahlt_cent: 1500,
  zahlungen: [
    { id: 1, datum: '2026-11-21', betrag_cent: 1500, art: 'bar', quelle: 'manuell', verlaengert_bis: null },
  ],
  storno_nummer: null,
  storno_zu: null,
};
const paid: AdminInvoice = { ...open, id: 8, nummer: 'RE-2026-00008', status: 'bezahlt', bezahlt_cent: 4000 };

describe('InvoicesPage', () => {
  it('reads euros as typed', () => {
    expect(centsFrom('40')).toBe(4000);
    expect(centsFrom('25,5')).toBe(2550);
    expect(centsFrom(' 12.34 ')).toBe(1234);
    expect(centsFrom('zwölf')).toBeNull();
  });

  it('filters by status and records the rest of an open invoice as a payment', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/invoices': { body: [open, paid] },
      'POST /api/admin/invoices/7/zahlungen': { body: { ...open, status: 'bezahlt', bezahlt_cent: 4000 } },
    });
    renderWithApi(<InvoicesPage />, server);
    expect(await screen.findByRole('link', { name: 'RE-2026-00007' })).toHaveAttribute('href', open.pdf_url);
    expect(screen.getByText('RE-2026-00008')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'bezahlt');
    expect(screen.queryByText('RE-2026-00007')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'offen');
    expect(screen.queryByText('RE-2026-00008')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zahlung zu RE-2026-00007 erfassen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung zu RE-2026-00007 erfassen' });
    expect(within(dialog).getByLabelText(/Betrag/)).toHaveValue('25,00');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zahlung zu RE-2026-00007 erfasst.');
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/admin/invoices/7/zahlungen',
      body: { betrag_cent: 2500, art: 'ueberweisung' },
    });
  });
});
