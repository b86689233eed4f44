import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpiringProvider } from '@event-kompass/shared-types';
import { daysLeftText, ExpiringPage } from '@admin/features/expiring/expiring-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const ending: ExpiringProvider = {
  id: 3,
  firmenname: 'DJ Sonnenschein',
  email: 'dj@example.test',
  ist_freigeschaltet: true,
  abgelaufen_am: null,
  eintrag_gueltig_bis: '2026-12-01',
  tage_verbleibend: 8,
  verlaengerungs_link: 'http://127.0.0.1/verlaengerung/3',
  // Deliberately not "end + 1 year": the browser must show what the server says, not compute it.
  verlaengerung_bis: '2027-12-02',
};

const renewButton = () => screen.findByRole('button', { name: 'DJ Sonnenschein: Verlängern um 1 Jahr' });

describe('ExpiringPage renewal', () => {
  it("confirms with the server's new end date, renews on the server and shows its msg", async () => {
    const user = userEvent.setup();
    let renewed = false;
    const server = createFakeServer({
      'GET /api/admin/expiring-providers': () => ({ body: renewed ? [] : [ending] }),
      'POST /api/admin/providers/3/renew': () => {
        renewed = true;
        return { body: { msg: 'Der Eintrag von „DJ Sonnenschein“ ist jetzt bis 02.12.2027 aktiv.' } };
      },
    });
    renderWithApi(<ExpiringPage />, server);
    expect(await screen.findByText('noch 8 Tage')).toBeInTheDocument();

    await user.click(await renewButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Eintrag verlängern' });
    expect(dialog).toHaveTextContent('Den Eintrag von „DJ Sonnenschein“ bis 02.12.2027 verlängern?');
    await user.click(within(dialog).getByRole('button', { name: 'Verlängern um 1 Jahr' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Der Eintrag von „DJ Sonnenschein“ ist jetzt bis 02.12.2027 aktiv.',
    );
    expect(await screen.findByText('Derzeit laufen keine Einträge ab.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/admin/providers/3/renew', body: undefined },
    ]);
  });

  it('marks a listing taken offline at its end as "abgelaufen" and still offers the renewal', async () => {
    const lapsed: ExpiringProvider = {
      ...ending,
      ist_freigeschaltet: false,
      abgelaufen_am: '2026-11-20',
      eintrag_gueltig_bis: '2026-11-19',
      tage_verbleibend: -6,
    };
    const server = createFakeServer({ 'GET /api/admin/expiring-providers': { body: [lapsed] } });
    renderWithApi(<ExpiringPage />, server);
    expect(await screen.findByText('abgelaufen')).toBeInTheDocument();
    expect(screen.getByText('offline seit 20.11.2026')).toBeInTheDocument();
    expect(await renewButton()).toBeEnabled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({ 'GET /api/admin/expiring-providers': { body: [ending] } });
    renderWithApi(<ExpiringPage />, server);
    await user.click(await renewButton());
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's error msg, else 'Update fehlgeschlagen'", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/expiring-providers': { body: [ending] },
      'POST /api/admin/providers/3/renew': { status: 404, body: { msg: 'Anbieter nicht gefunden.' } },
    });
    renderWithApi(<ExpiringPage />, server);
    await user.click(await renewButton());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Verlängern/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anbieter nicht gefunden.');

    server.on('POST /api/admin/providers/3/renew', { status: 500, text: '' });
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    await user.click(await renewButton());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Verlängern/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Update fehlgeschlagen'));
  });
});

describe('daysLeftText', () => {
  it('describes the days left in German', () => {
    expect(daysLeftText(12)).toBe('noch 12 Tage');
    expect(daysLeftText(1)).toBe('noch 1 Tag');
    expect(daysLeftText(0)).toBe('endet heute');
    expect(daysLeftText(-1)).toBe('seit 1 Tag abgelaufen');
    expect(daysLeftText(-3)).toBe('seit 3 Tagen abgelaufen');
  });
});
