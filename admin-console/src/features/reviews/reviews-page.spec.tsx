import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@event-kompass/shared-types';
import { ReviewsPage } from '@admin/features/reviews/reviews-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const reviews: AdminReview[] = [
  {
    id: 7,
    anbieter_id: 1,
    sterne: 4,
    kommentar: 'Tolle Musik',
    erstellt_am: '2026-05-01T10:00:00.000Z',
    vorname: 'Anna',
    antwort_text: null,
    antwort_am: null,
    gebucht: false,
    provider_name: 'DJ Sonnenschein',
    user_vorname: 'Anna',
    user_nachname: 'Schmidt',
  },
  {
    id: 8,
    anbieter_id: 2,
    sterne: 2,
    kommentar: null,
    erstellt_am: '2026-04-01T10:00:00.000Z',
    vorname: 'Ben',
    antwort_text: null,
    antwort_am: null,
    gebucht: false,
    provider_name: 'Catering Müller',
    user_vorname: 'Ben',
    user_nachname: 'Braun',
  },
];

describe('confirm flow (Bewertungen)', () => {
  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/reviews/all': { body: reviews },
      'DELETE /api/admin/reviews/7': { status: 204 },
    });
    renderWithApi(<ReviewsPage />, server);
    await screen.findByText('DJ Sonnenschein');

    const deleteButton = screen.getByRole('button', { name: /Bewertung von Anna Schmidt.*löschen/ });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Bewertung löschen' });
    expect(dialog).toHaveTextContent('Anna Schmidt');
    // The reasons for the author have the focus (Enter in it never deletes); the safe choice comes first.
    expect(within(dialog).getByRole('textbox', { name: 'Begründung an den Verfasser' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    const again = screen.getByRole('alertdialog');
    await user.type(
      within(again).getByRole('textbox', { name: 'Begründung an den Verfasser' }),
      '  Beleidigung.  ',
    );
    await user.click(within(again).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('DJ Sonnenschein')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/reviews/7', { begruendung: 'Beleidigung.' }],
    ]);
    expect(screen.getByText('Catering Müller')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    // Keeping the focus inside while open is the browser's part of <dialog> (checked in e2e).
    const user = userEvent.setup();
    const server = createFakeServer({ 'GET /api/admin/reviews/all': { body: reviews } });
    renderWithApi(<ReviewsPage />, server);
    await screen.findByText('DJ Sonnenschein');
    const opener = screen.getByRole('button', { name: /Bewertung von Ben Braun.*löschen/ });
    await user.click(opener);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the fallback when the delete fails without a msg, dismissed by a click', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/reviews/all': { body: reviews },
      'DELETE /api/admin/reviews/8': { status: 500, text: '' },
    });
    renderWithApi(<ReviewsPage />, server);
    await screen.findByText('Catering Müller');
    await user.click(screen.getByRole('button', { name: /Bewertung von Ben Braun.*löschen/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fehler beim Löschen.');
    expect(screen.getByText('Catering Müller')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button'));
    expect(screen.queryByText('Fehler beim Löschen.')).not.toBeInTheDocument();
  });

  it("shows the server's msg when it sends one", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/reviews/all': { body: reviews },
      'DELETE /api/admin/reviews/8': { status: 404, body: { msg: 'Bewertung nicht gefunden.' } },
    });
    renderWithApi(<ReviewsPage />, server);
    await screen.findByText('Catering Müller');
    await user.click(screen.getByRole('button', { name: /Bewertung von Ben Braun.*löschen/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bewertung nicht gefunden.');
  });
});
