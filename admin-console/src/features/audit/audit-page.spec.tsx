import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@event-kompass/shared-types';
import { AuditPage } from '@admin/features/audit/audit-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const entry = (n: number): AuditEntry => ({
  zeit: new Date(Date.UTC(2026, 10, 1, 12, 0, 0) - n * 60_000).toISOString(),
  admin_email: 'chefin@beispiel.de',
  aktion: n === 0 ? 'anbieter.geaendert' : 'kategorie.geloescht',
  ziel: `Anbieter ${n}`,
  details: n === 0 ? '{"ist_freigeschaltet":true}' : null,
});

const PAGE = 3;

describe('AuditPage', () => {
  it('shows the newest entries and loads older ones page by page', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: PAGE + 2 }, (_, n) => entry(n));
    const server = createFakeServer({
      [`GET /api/admin/audit?limit=${PAGE}&offset=0`]: () => ({ body: all.slice(0, PAGE) }),
      [`GET /api/admin/audit?limit=${PAGE}&offset=${PAGE}`]: () => ({
        body: all.slice(PAGE),
      }),
    });
    renderWithApi(<AuditPage pageSize={PAGE} />, server);
    const table = await screen.findByRole('table', { name: 'Schreibzugriffe von Admins' });
    expect(await within(table).findByText('{"ist_freigeschaltet":true}')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE + 1);

    await user.click(screen.getByRole('button', { name: 'Ältere Einträge laden' }));
    expect(await within(table).findByText(`Anbieter ${PAGE + 1}`)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE + 3);
    expect(screen.queryByRole('button', { name: 'Ältere Einträge laden' })).not.toBeInTheDocument();
    expect(server.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says when there is nothing yet', async () => {
    const server = createFakeServer({
      'GET /api/admin/audit?limit=100&offset=0': () => ({ body: [] }),
    });
    renderWithApi(<AuditPage />, server);
    expect(await screen.findByText('Noch keine Einträge.')).toBeInTheDocument();
  });
});
