import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addMonths,
  berlinToday,
  germanDate,
  type AdminProvider,
  type Category,
} from '@event-kompass/shared-types';
import { ProvidersPage } from '@admin/features/providers/providers-page';
import { createFakeServer, renderWithApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';

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
  besitzer: null,
  kategorien: [{ id: 1, name: 'DJs', farbe: '#48bb78' }],
  average_rating: null,
  review_count: 0,
  anfragen_anzahl: 2,
  erstellt_am: '2026-11-20T10:00:00.000Z',
  plz: null,
  ort: null,
  einsatzradius_km: 50,
  preis_ab: null,
};

const placed: AdminProvider = {
  ...pending,
  id: 7,
  firmenname: 'Klangwerk',
  email: 'klangwerk@example.test',
  neue_kategorie_vorschlag: null,
  ist_freigeschaltet: true,
  eintrag_gueltig_bis: '2027-03-31',
  plz: '10115',
  ort: 'Berlin',
  einsatzradius_km: 80,
  preis_ab: 1200,
};

describe('ProvidersPage', () => {
  it('activates a pending provider without a date and lets the server set the end', async () => {
    const user = userEvent.setup();
    // What the server stores when activating without a date (the free period on its calendar).
    const serverEnd = addMonths(berlinToday(), 6);
    let saved = false;
    const server = createFakeServer({
      'GET /api/admin/providers/all': () => ({
        body: [saved ? { ...pending, ist_freigeschaltet: true, eintrag_gueltig_bis: serverEnd } : pending],
      }),
      'GET /api/categories': { body: categories },
      'PUT /api/admin/providers/5': () => {
        saved = true;
        return { body: { ...pending, ist_freigeschaltet: true, eintrag_gueltig_bis: serverEnd } };
      },
    });
    renderWithApi(<ProvidersPage />, server);
    const row = (await screen.findByText('Fotobox Flash')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ausstehend');
    expect(row).toHaveTextContent('Fotoboxen');

    await user.click(within(row).getByRole('button', { name: 'Fotobox Flash bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Anbieter bearbeiten: Fotobox Flash' });
    await user.click(within(dialog).getByLabelText('Eintrag freigeschaltet'));
    expect(within(dialog).getByLabelText('Gültig bis')).toHaveValue('');
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
      kategorie_ids: [1, 2],
      neue_kategorie_vorschlag: 'Fotoboxen',
      plz: null,
      einsatzradius_km: 50,
      preis_ab: null,
    });
    expect(await screen.findByText(`Aktiv bis ${germanDate(serverEnd)}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Anbieter „Fotobox Flash“ wurde gespeichert.');
  });

  it('sends a chosen end date, and an emptied one as null (no end)', async () => {
    const user = userEvent.setup();
    const active = { ...pending, ist_freigeschaltet: true, eintrag_gueltig_bis: '2027-03-31' };
    const server = createFakeServer({
      'GET /api/admin/providers/all': { body: [active] },
      'GET /api/categories': { body: categories },
      'PUT /api/admin/providers/5': { body: active },
    });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Fotobox Flash bearbeiten' }));
    expect(screen.getByLabelText('Gültig bis')).toHaveValue('2027-03-31');
    await user.clear(screen.getByLabelText('Gültig bis'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ist_freigeschaltet: true,
      eintrag_gueltig_bis: null,
    });
  });

  it('asks for the reasons when an edit takes an active listing offline and sends them', async () => {
    const user = userEvent.setup();
    const active = { ...pending, ist_freigeschaltet: true, eintrag_gueltig_bis: '2027-03-31' };
    const server = createFakeServer({
      'GET /api/admin/providers/all': { body: [active] },
      'GET /api/categories': { body: categories },
      'PUT /api/admin/providers/5': { body: { ...active, ist_freigeschaltet: false } },
    });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Fotobox Flash bearbeiten' }));
    expect(screen.queryByLabelText('Begründung an den Anbieter')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Eintrag freigeschaltet'));
    await user.type(screen.getByLabelText('Begründung an den Anbieter'), 'Fremde Fotos.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ist_freigeschaltet: false,
      begruendung: 'Fremde Fotos.',
    });
  });

  it("deletes after confirmation and shows the server's msg", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/providers/all': { body: [pending] },
      'GET /api/categories': { body: categories },
      'DELETE /api/admin/providers/5': { body: { msg: 'Der Anbieter „Fotobox Flash“ wurde gelöscht.' } },
    });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Fotobox Flash löschen' }));
    // No reasons typed: the server sends its general statement.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Der Anbieter „Fotobox Flash“ wurde gelöscht.',
    );
    expect(screen.getByText('Es gibt noch keine Anbieter.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ begruendung: null });
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

describe('place and price', () => {
  function serverWith(put?: FakeHandler | FakeReply) {
    return createFakeServer({
      'GET /api/admin/providers/all': { body: [pending, placed] },
      'GET /api/categories': { body: categories },
      ...(put ? { 'PUT /api/admin/providers/7': put } : {}),
    });
  }

  it('shows "PLZ Ort" and "ab … €" in the list, and a dash without a place', async () => {
    renderWithApi(<ProvidersPage />, serverWith());
    const row = (await screen.findByText('Klangwerk')).closest('tr') as HTMLElement;
    const cell = within(row).getByText('10115 Berlin').closest('td') as HTMLElement;
    expect(cell).toHaveAttribute('data-label', 'Ort & Preis');
    expect(within(cell).getByText('ab 1.200 €')).toBeInTheDocument();
    const pendingRow = screen.getByText('Fotobox Flash').closest('tr') as HTMLElement;
    expect(pendingRow.querySelector('td[data-label="Ort & Preis"]')).toHaveTextContent(/^–$/);
  });

  it('finds a provider by its place', async () => {
    const user = userEvent.setup();
    renderWithApi(<ProvidersPage />, serverWith());
    await screen.findByText('Klangwerk');
    await user.type(screen.getByLabelText('Anbieter suchen'), 'berlin');
    expect(screen.getByText('Klangwerk')).toBeInTheDocument();
    expect(screen.queryByText('Fotobox Flash')).not.toBeInTheDocument();
  });

  it('edits PLZ, radius and price; the place comes from the server', async () => {
    const user = userEvent.setup();
    let stored = placed;
    const server = serverWith(({ body }) => {
      const request = body as { plz: string; einsatzradius_km: number; preis_ab: number };
      stored = { ...placed, ...request, ort: 'München' };
      return { body: stored };
    });
    server.on('GET /api/admin/providers/all', () => ({ body: [pending, stored] }));
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Klangwerk bearbeiten' }));
    const dialog = screen.getByRole('dialog');
    const plz = within(dialog).getByLabelText('PLZ');
    expect(plz).toHaveValue('10115');
    expect(plz).toHaveAccessibleDescription('Ort: Berlin');
    expect(within(dialog).getByLabelText('Einsatzradius (km)')).toHaveValue('80');
    expect(within(dialog).getByLabelText('Preis ab (€)')).toHaveValue('1200');

    await user.clear(plz);
    await user.type(plz, '80331');
    expect(plz).toHaveAccessibleDescription('Der Ort wird beim Speichern aus der PLZ ermittelt.');
    await user.clear(within(dialog).getByLabelText('Einsatzradius (km)'));
    await user.type(within(dialog).getByLabelText('Einsatzradius (km)'), '0');
    await user.clear(within(dialog).getByLabelText('Preis ab (€)'));
    await user.type(within(dialog).getByLabelText('Preis ab (€)'), ' 450 ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      plz: '80331',
      einsatzradius_km: 0,
      preis_ab: 450,
    });
    const row = (await screen.findByText('80331 München')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('ab 450 €');
  });

  it('sends emptied fields as null: PLZ and price cleared, radius back to the default', async () => {
    const user = userEvent.setup();
    const server = serverWith({ body: placed });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Klangwerk bearbeiten' }));
    await user.clear(screen.getByLabelText('PLZ'));
    expect(screen.getByLabelText('PLZ')).toHaveAccessibleDescription('Ohne PLZ hat der Anbieter keinen Ort.');
    await user.clear(screen.getByLabelText('Einsatzradius (km)'));
    await user.clear(screen.getByLabelText('Preis ab (€)'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      plz: null,
      einsatzradius_km: null,
      preis_ab: null,
    });
  });

  it('refuses malformed values with German messages, sends nothing and focuses the first', async () => {
    const user = userEvent.setup();
    const server = serverWith({ body: placed });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Klangwerk bearbeiten' }));
    const plz = screen.getByLabelText('PLZ');
    const radius = screen.getByLabelText('Einsatzradius (km)');
    const price = screen.getByLabelText('Preis ab (€)');
    await user.clear(plz);
    await user.type(plz, '1011');
    // Not while typing: only once the field is left.
    expect(plz).not.toHaveAttribute('aria-invalid');
    await user.clear(radius);
    await user.type(radius, '501');
    expect(plz).toHaveAttribute('aria-invalid', 'true');
    expect(plz).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine Postleitzahl aus 5 Ziffern eingeben oder das Feld leeren.'),
    );
    await user.clear(price);
    await user.type(price, '12,50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(radius).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine ganze Zahl von 0 bis 500 eingeben.'),
    );
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Bitte einen ganzen Euro-Betrag von 0 bis 1.000.000 eingeben.'),
    );
    expect(plz).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(plz);
    await user.type(plz, '10117');
    await user.clear(radius);
    await user.type(radius, '500');
    await user.clear(price);
    await user.type(price, '0');
    expect(screen.getByRole('dialog').querySelector('[aria-invalid]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      plz: '10117',
      einsatzradius_km: 500,
      preis_ab: 0,
    });
  });

  it("shows the server's msg for a PLZ that does not exist", async () => {
    const user = userEvent.setup();
    const server = serverWith({ status: 400, body: { msg: 'Die PLZ 99999 gibt es nicht.' } });
    renderWithApi(<ProvidersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Klangwerk bearbeiten' }));
    await user.clear(screen.getByLabelText('PLZ'));
    await user.type(screen.getByLabelText('PLZ'), '99999');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Fehler beim Speichern: Die PLZ 99999 gibt es nicht.',
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
