import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '@event-kompass/shared-types';
import { ReportsPage } from '@admin/features/reports/reports-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const open: AdminReport = {
  id: 3,
  art: 'bewertung',
  ziel_id: 7,
  grund: 'Beleidigt den Inhaber.',
  email: 'melder@beispiel.de',
  status: 'offen',
  erstellt_am: '2026-05-02T10:00:00.000Z',
  ziel_anbieter_id: 1,
  ziel_bezeichnung: 'Bewertung von Anna Schmidt für „DJ Sonnenschein“',
  ziel_inhalt: '1 von 5 Sternen: Betrüger!',
  entscheidung: null,
  begruendung: null,
  rechtsgrundlage: null,
  entschieden_am: null,
};

const decided: AdminReport = {
  ...open,
  id: 2,
  art: 'anbieter',
  ziel_id: 1,
  grund: 'Falsche Fotos im Eintrag.',
  email: null,
  status: 'erledigt',
  ziel_bezeichnung: 'DJ Sonnenschein',
  ziel_inhalt: null,
  entscheidung: 'abgelehnt',
  begruendung: 'Die Fotos stammen vom Anbieter selbst.',
  entschieden_am: '2026-05-01T12:00:00.000Z',
};

describe('Meldungen', () => {
  it('lists reports with their target and decides an open one with a statement of reasons', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/reports': { body: [open, decided] },
      'POST /api/admin/reports/3/decision': { body: { msg: 'Der Inhalt wurde entfernt.' } },
    });
    renderWithApi(<ReportsPage />, server);
    const link = await screen.findByRole('link', {
      name: 'Bewertung von Anna Schmidt für „DJ Sonnenschein“',
    });
    expect(link).toHaveAttribute('href', '/provider/1');
    expect(screen.getByText('1 offen')).toBeInTheDocument();
    expect(screen.getByText('Die Fotos stammen vom Anbieter selbst.')).toBeInTheDocument();
    // Only the open report can be decided.
    expect(screen.getAllByRole('button', { name: /entscheiden$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /entscheiden$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Über Meldung entscheiden' });
    // Issue 25: no decision is pre-selected, and nothing is sent without one.
    expect(within(dialog).getByLabelText('Inhalt entfernen')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Meldung ablehnen')).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/Begründung/), 'Noch unentschieden, aber begründet.');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Entscheidung.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Begründung/));
    await user.click(within(dialog).getByLabelText('Inhalt entfernen'));
    // Nothing is sent without a statement of reasons.
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(
      within(dialog).getByLabelText(/Begründung/),
      'Die Bewertung nennt den Inhaber ohne Belege einen Betrüger.',
    );
    await user.type(within(dialog).getByLabelText(/Rechtsgrundlage/), '§ 6 Abs. 2 AGB');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      entscheidung: 'entfernt',
      begruendung: 'Die Bewertung nennt den Inhaber ohne Belege einen Betrüger.',
      rechtsgrundlage: '§ 6 Abs. 2 AGB',
    });
    expect(await screen.findByText('Der Inhalt wurde entfernt.')).toBeInTheDocument();
  });

  it('rejects without a legal ground', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/reports': { body: [open] },
      'POST /api/admin/reports/3/decision': { body: { msg: 'Abgelehnt.' } },
    });
    renderWithApi(<ReportsPage />, server);
    await user.click(await screen.findByRole('button', { name: /entscheiden$/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Meldung ablehnen'));
    expect(within(dialog).queryByLabelText(/Rechtsgrundlage/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Begründung/), 'Zulässige Meinungsäußerung.');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      entscheidung: 'abgelehnt',
      begruendung: 'Zulässige Meinungsäußerung.',
      rechtsgrundlage: null,
    });
  });
});
