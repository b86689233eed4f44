import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProvider, Category } from '@event-kompass/shared-types';
import { ProvidersPage } from '@admin/features/providers/providers-page';
import { addMonths, formatDate, todayIso } from '@admin/lib/dates';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const categories: Category[] = [
  { id: 1, name: 'DJs', description: null, farbe: '#48bb78' },
  { id: 2, name: 'Catering', description: null, farbe: '#ed8936' },
];

const pending: AdminProvider = {
  id: 5,
  firmenname: 'Fotobox Flash',
  beschreibung: 'Fotobox mit Sofortdruck',
  email: 'flash@example.test',
  handynummer: null,
  website_url: null,
  instagram_url: null,
  ist_freigeschaltet: false,
  eintrag_gueltig_bis: null,
  neue_kategorie_vorschlag: 'Fotoboxen',
  kategorien: [{ id: 1, name: 'DJs', farbe: '#48bb78' }],
  average_rating: null,
  review_count: 0,
  anfragen_anzahl: 2,
  erstellt_am: '2026-11-20T10:00:00.000Z',
};

describe('ProvidersPage', () => {
  it('activates a pending provider with today + 6 months and the chosen categories', async () => {
    const user = userEvent.setup();
    let saved = false;
    const server = createFakeServer({
      'GET /api/admin/providers/all': () => ({
        body: [
          saved
            ? { ...pending, ist_freigeschaltet: true, eintrag_gueltig_bis: addMonths(todayIso(), 6) }
            : pending,
        ],
      }),
      'GET /api/categories': { body: categories },
      'PUT /api/admin/providers/5': () => {
        saved = true;
        return { body: { msg: 'Gespeichert.' } };
      },
    });
    renderWithApi(<ProvidersPage />, server);
    const row = (await screen.findByText('Fotobox Flash')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ausstehend');
    expect(row).toHaveTextContent('Fotoboxen');

    await user.click(within(row).getByRole('button', { name: 'Fotobox Flash bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Anbieter bearbeiten: Fotobox Flash' });
    expect(within(dialog).getByLabelText('Gültig bis')).toHaveValue('');
    await user.click(within(dialog).getByLabelText('Eintrag freigeschaltet'));
    expect(within(dialog).getByLabelText('Gültig bis')).toHaveValue(addMonths(todayIso(), 6));
    await user.click(within(dialog).getByLabelText('Catering'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firmenname: 'Fotobox Flash',
      beschreibung: 'Fotobox mit Sofortdruck',
      email: 'flash@example.test',
      handynummer: null,
      website_url: null,
      instagram_url: null,
      ist_freigeschaltet: true,
      eintrag_gueltig_bis: addMonths(todayIso(), 6),
      kategorie_ids: [1, 2],
      neue_kategorie_vorschlag: 'Fotoboxen',
    });
    expect(await screen.findByText(`Aktiv bis ${formatDate(addMonths(todayIso(), 6))}`)).toBeInTheDocument();
  });

  it('keeps the dialog open and prefixes the save error', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/providers/all': { body: [pending] },
      'GET /api/categories': { body: categories },
      'PUT /api/admin/providers/5': { status: 500, text: '' },
    });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Fotobox Flash bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Fehler beim Speichern: Speichern fehlgeschlagen',
    );
  });
});

describe('ProviderFormDialog focus', () => {
  it('puts the focus on the first field and closes on Escape', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/providers/all': { body: [pending] },
      'GET /api/categories': { body: categories },
    });
    renderWithApi(<ProvidersPage />, server);
    const opener = await screen.findByRole('button', { name: 'Fotobox Flash bearbeiten' });
    await user.click(opener);
    expect(screen.getByLabelText(/^Firmenname/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
