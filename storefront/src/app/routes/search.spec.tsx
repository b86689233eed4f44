import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PLZ_FORMAT_MESSAGE,
  RESULT_PAGE_SIZE,
  SPELLING_SUGGESTION_HEADER,
  TOTAL_COUNT_HEADER,
  type SearchResult,
} from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, publicProvider, renderWithRouter } from '@test/helpers';
import SearchRoute from '@/app/routes/search';
import { searchRoute } from '@/app/routes/search.data';

function hit(id: number, extra: Partial<SearchResult> = {}): SearchResult {
  return {
    ...publicProvider(id, `Anbieter ${id}`, { beschreibung: 'Musik für jede Feier' }),
    kategorie_name: 'DJs',
    ...extra,
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => hit(from + i));

/** The query parameters of every search request so far. */
const searchParamsOf = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/search?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('/search', () => {
  describe('issue 25: order, date, PLZ without text, filters as a sheet on phones', () => {
    const answer = () => jsonResponse([hit(1), hit(2)], 200, { [TOTAL_COUNT_HEADER]: '2' });

    it('lists everyone near a PLZ with an empty text, and nothing without one', async () => {
      const fetchMock = mockFetch(answer);
      renderWithRouter(<SearchRoute />, { route: searchRoute, path: '/search?plz=68159' });
      expect(await screen.findByText('2 Anbieter')).toBeInTheDocument();
      expect(searchParamsOf(fetchMock)).toEqual([
        { q: '', plz: '68159', limit: String(RESULT_PAGE_SIZE), offset: '0' },
      ]);
    });

    it('asks nothing for an empty text without a PLZ: the empty list of the spec', async () => {
      const fetchMock = mockFetch(answer);
      renderWithRouter(<SearchRoute />, { route: searchRoute, path: '/search?q=' });
      expect(await screen.findByRole('form', { name: 'Filter' })).toBeInTheDocument();
      expect(searchParamsOf(fetchMock)).toEqual([]);
      expect(screen.getByText('Keine Ergebnisse für Ihre Suche gefunden.')).toBeInTheDocument();
    });

    it('sorts at once from the select; Entfernung only with a PLZ', async () => {
      const fetchMock = mockFetch(answer);
      const user = userEvent.setup();
      renderWithRouter(<SearchRoute />, { route: searchRoute, path: '/search?q=dj&seiten=2' });
      await screen.findByText('2 Anbieter');
      const sort = screen.getByLabelText('Sortieren nach');
      expect(sort).toHaveValue('');
      expect(screen.getByRole('option', { name: 'Entfernung' })).toBeDisabled();
      await user.selectOptions(sort, 'preis');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dj&sortierung=preis$/),
      );
      expect(searchParamsOf(fetchMock).at(-1)).toMatchObject({ q: 'dj', sortierung: 'preis', offset: '0' });
    });

    it('filters by the day from „Wann?“', async () => {
      const fetchMock = mockFetch(answer);
      const user = userEvent.setup();
      renderWithRouter(<SearchRoute />, { route: searchRoute, path: '/search?q=dj' });
      await screen.findByText('2 Anbieter');
      const day = screen.getByLabelText('Wann?');
      expect(day).toHaveAttribute('type', 'date');
      await user.type(day, '2030-06-15');
      await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/search?q=dj&datum=2030-06-15'),
      );
      expect(searchParamsOf(fetchMock).at(-1)).toMatchObject({ datum: '2030-06-15' });
    });

    it('offers the filters in a dialog behind „Filter (2)“ too (shown on phones); Escape closes it', async () => {
      mockFetch(answer);
      const user = userEvent.setup();
      renderWithRouter(<SearchRoute />, {
        route: searchRoute,
        path: '/search?q=dj&preis_max=800&datum=2030-06-15&sortierung=preis',
      });
      await screen.findByText('2 Anbieter');
      // The order is no filter: two set.
      const opener = screen.getByRole('button', { name: 'Filter (2)' });
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(opener);
      const sheet = screen.getByRole('dialog', { name: 'Filter' });
      expect(within(sheet).getByLabelText('Preis bis (€)')).toHaveValue('800');
      expect(within(sheet).getByLabelText('Wann?')).toHaveValue('2030-06-15');
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();

      await user.click(opener);
      await user.clear(within(screen.getByRole('dialog')).getByLabelText('Preis bis (€)'));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Filter anwenden' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    });
  });

  it('sends the filters of the address with the first page', async () => {
    const fetchMock = mockFetch(() => jsonResponse([hit(1)], 200, { [TOTAL_COUNT_HEADER]: '1' }));
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj&plz=68159&umkreis=25&preis_max=800&bewertung_min=4',
    });
    expect(await screen.findByText('1 Anbieter')).toBeInTheDocument();
    expect(searchParamsOf(fetchMock)).toEqual([
      {
        q: 'dj',
        plz: '68159',
        umkreis: '25',
        preis_max: '800',
        bewertung_min: '4',
        limit: String(RESULT_PAGE_SIZE),
        offset: '0',
      },
    ]);
    expect(screen.getByLabelText('PLZ')).toHaveValue('68159');
    expect(screen.getByLabelText('Umkreis')).toHaveValue('25');
    expect(screen.getByLabelText('Preis bis (€)')).toHaveValue('800');
    expect(screen.getByLabelText('Mindestbewertung')).toHaveValue('4');
  });

  it('writes the filters into the address and searches again; the query stays', async () => {
    const fetchMock = mockFetch(() => jsonResponse([hit(1)], 200, { [TOTAL_COUNT_HEADER]: '1' }));
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj',
    });
    await screen.findByText('1 Anbieter');
    expect(screen.getByLabelText('Umkreis')).toBeDisabled();

    await user.type(screen.getByLabelText('PLZ'), '68159');
    await user.selectOptions(screen.getByLabelText('Umkreis'), '50');
    await user.type(screen.getByLabelText('Preis bis (€)'), '450');
    await user.selectOptions(screen.getByLabelText('Mindestbewertung'), '3');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));

    // The address changes once the loader has the new results (the data router commits then).
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/search?q=dj&plz=68159&umkreis=50&preis_max=450&bewertung_min=3',
      ),
    );
    await screen.findByRole('button', { name: 'Filter zurücksetzen' });
    expect(searchParamsOf(fetchMock).at(-1)).toMatchObject({
      q: 'dj',
      plz: '68159',
      umkreis: '50',
      preis_max: '450',
      bewertung_min: '3',
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dj$/));
    expect(screen.getByLabelText('PLZ')).toHaveValue('');
  });

  it('refuses a PLZ that is not 5 digits before asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse([hit(1)], 200, { [TOTAL_COUNT_HEADER]: '1' }));
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj',
    });
    await screen.findByText('1 Anbieter');
    await user.type(screen.getByLabelText('PLZ'), '1234x');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PLZ_FORMAT_MESSAGE);
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dj$/);
    expect(searchParamsOf(fetchMock)).toHaveLength(1);
  });

  it("shows the server's msg for a value it refuses", async () => {
    mockFetch(() => jsonResponse({ msg: 'Diese Postleitzahl gibt es nicht.' }, 400));
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj&plz=00000',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Postleitzahl gibt es nicht.');
  });

  it('appends the next page with "Mehr anzeigen" until all are shown', async () => {
    const total = RESULT_PAGE_SIZE + 6;
    const fetchMock = mockFetch((url) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const rows = range(offset + 1, Math.min(RESULT_PAGE_SIZE, total - offset));
      return jsonResponse(rows, 200, { [TOTAL_COUNT_HEADER]: String(total) });
    });
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj',
    });
    const list = await screen.findByRole('list', { name: 'Suchergebnisse' });
    expect(screen.getByText('30 Anbieter')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(RESULT_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await screen.findByRole('heading', { name: 'Anbieter 30' });
    const items = within(screen.getByRole('list', { name: 'Suchergebnisse' })).getAllByRole('listitem');
    expect(items).toHaveLength(total);
    expect(items[0]).toHaveTextContent('Anbieter 1');
    expect(searchParamsOf(fetchMock).map((p) => p.offset)).toEqual(['0', String(RESULT_PAGE_SIZE)]);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
    // The focus continues at the first new result, not at the page's start.
    expect(within(items[RESULT_PAGE_SIZE]).getAllByRole('link')[0]).toHaveFocus();
  });

  it('keeps the loaded pages in the address and loads them again from it', async () => {
    const total = 5 * RESULT_PAGE_SIZE + 7;
    const fetchMock = mockFetch((url) => {
      const params = new URL(url, 'http://x').searchParams;
      const offset = Number(params.get('offset'));
      const rows = range(offset + 1, Math.min(Number(params.get('limit')), total - offset));
      return jsonResponse(rows, 200, { [TOTAL_COUNT_HEADER]: String(total) });
    });
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj&seiten=5',
    });
    // 120 and then 127 cards: more than a second of rendering in jsdom on a busy machine.
    await screen.findByRole('heading', { name: `Anbieter ${5 * RESULT_PAGE_SIZE}` }, { timeout: 10_000 });
    // 120 rows in two requests: the server gives at most 100 at once.
    expect(searchParamsOf(fetchMock).map((p) => [p.offset, p.limit])).toEqual([
      ['0', '100'],
      ['100', '20'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await screen.findByRole('heading', { name: `Anbieter ${total}` }, { timeout: 10_000 });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dj&seiten=6$/),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });

  it('starts at the first page for another filter', async () => {
    mockFetch(() => jsonResponse(range(1, 3), 200, { [TOTAL_COUNT_HEADER]: '3' }));
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj&seiten=3',
    });
    await screen.findByRole('heading', { name: 'Anbieter 3' });
    await user.type(screen.getByLabelText('PLZ'), '68159');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=dj&plz=68159$/),
    );
  });

  it('shows a provider once when the next page repeats it', async () => {
    mockFetch((url) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      // The second page overlaps the first by one (a provider moved up meanwhile).
      const rows = offset === 0 ? range(1, RESULT_PAGE_SIZE) : range(RESULT_PAGE_SIZE, 3);
      return jsonResponse(rows, 200, { [TOTAL_COUNT_HEADER]: String(RESULT_PAGE_SIZE + 2) });
    });
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj',
    });
    await screen.findByRole('list', { name: 'Suchergebnisse' });
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await screen.findByRole('heading', { name: `Anbieter ${RESULT_PAGE_SIZE + 2}` });
    const items = within(screen.getByRole('list', { name: 'Suchergebnisse' })).getAllByRole('listitem');
    expect(items).toHaveLength(RESULT_PAGE_SIZE + 2);
  });

  it('shows place, distance and price in German format, and links the ranking rules', async () => {
    mockFetch(() =>
      jsonResponse([hit(1, { plz: '68159', ort: 'Mannheim', entfernung_km: 1203, preis_ab: 1200 })], 200, {
        [TOTAL_COUNT_HEADER]: '1',
      }),
    );
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=dj&plz=68159',
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('68159 Mannheim')).toBeInTheDocument();
    expect(within(card).getByText('1.203 km entfernt')).toBeInTheDocument();
    expect(within(card).getByText('ab 1.200 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'So sortieren wir die Ergebnisse' })).toHaveAttribute(
      'href',
      '/so-sortieren-wir',
    );
  });

  it('offers the nearest spelling when nothing was found, and the link searches for it', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('q=fotbox')
        ? jsonResponse([], 200, {
            [TOTAL_COUNT_HEADER]: '0',
            [SPELLING_SUGGESTION_HEADER]: encodeURIComponent('fotobox köln'),
          })
        : jsonResponse([hit(1)], 200, { [TOTAL_COUNT_HEADER]: '1' }),
    );
    const user = userEvent.setup();
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=fotbox&preis_max=500',
    });
    expect(await screen.findByText('Keine Ergebnisse für Ihre Suche gefunden.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'fotobox köln' });
    expect(link.closest('p')).toHaveTextContent('Meinten Sie: fotobox köln?');

    await user.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/search?q=${encodeURIComponent('fotobox köln').replace(/%20/g, '+')}&preis_max=500`,
      ),
    );
    await screen.findByText('1 Anbieter');
    expect(searchParamsOf(fetchMock).at(-1)).toMatchObject({ q: 'fotobox köln', preis_max: '500' });
  });

  it('says nothing about spelling without the header', async () => {
    mockFetch(() => jsonResponse([], 200, { [TOTAL_COUNT_HEADER]: '0' }));
    renderWithRouter(<SearchRoute />, {
      route: searchRoute,
      path: '/search?q=xyz',
    });
    expect(await screen.findByText('Keine Ergebnisse für Ihre Suche gefunden.')).toBeInTheDocument();
    expect(screen.queryByText(/Meinten Sie/)).not.toBeInTheDocument();
  });
});
