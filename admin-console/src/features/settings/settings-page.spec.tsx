import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@event-kompass/shared-types';
import { SettingsPage } from '@admin/features/settings/settings-page';
import { createFakeServer, renderWithApi, type FakeReply } from '../../../test/fake-api';

const serverSettings: Settings = {
  show_stats_on_homepage: 'true',
  expiration_reminder_days: '30',
  review_reminder_days: '3',
  require_email_verification: 'false',
};

describe('SettingsPage', () => {
  it('updates at once and saves the new value', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/settings': { body: serverSettings },
      'PUT /api/admin/settings': { body: { msg: 'Gespeichert.' } },
    });
    renderWithApi(<SettingsPage />, server);
    const toggle = await screen.findByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await screen.findByText('Einstellung gespeichert.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      schluessel: 'show_stats_on_homepage',
      wert: 'false',
    });
  });

  it('rolls back by reloading when saving fails', async () => {
    const user = userEvent.setup();
    let releasePut: (reply: FakeReply) => void = () => undefined;
    const server = createFakeServer({
      'GET /api/admin/settings': { body: serverSettings },
      'PUT /api/admin/settings': () =>
        new Promise<FakeReply>((resolve) => {
          releasePut = resolve;
        }),
    });
    renderWithApi(<SettingsPage />, server);
    const toggle = await screen.findByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' });
    await user.click(toggle);
    // Optimistic: the new state is visible before the server answers.
    expect(toggle).not.toBeChecked();

    releasePut({ status: 500, body: { msg: 'Datenbank nicht erreichbar.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Datenbank nicht erreichbar.');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('saves a reminder number on blur and rolls it back on failure, with the fallback text', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/settings': { body: serverSettings },
      'PUT /api/admin/settings': { status: 500, text: '' },
    });
    renderWithApi(<SettingsPage />, server);
    const days = await screen.findByLabelText('Erinnerung vor Ablauf eines Eintrags (Tage)');
    expect(days).toHaveValue(30);
    expect(days).toHaveAttribute('min', '1');
    await user.clear(days);
    await user.type(days, '14');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Einstellung konnte nicht gespeichert werden.',
    );
    await waitFor(() => expect(days).toHaveValue(30));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      schluessel: 'expiration_reminder_days',
      wert: '14',
    });
  });

  it('does not save a value below 1', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({ 'GET /api/admin/settings': { body: serverSettings } });
    renderWithApi(<SettingsPage />, server);
    const days = await screen.findByLabelText('Bewertungserinnerung nach dem Event (Tage)');
    await user.clear(days);
    await user.type(days, '0');
    await user.tab();
    expect(screen.getByText('Bitte eine ganze Zahl ab 1 eingeben.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
