import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESULT_PAGE_SIZE, TOTAL_COUNT_HEADER, type PublicProvider } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import CategoryRoute from '@/app/routes/category';
import { categoryRoute } from '@/app/routes/category.data';

function provider(id: number): PublicProvider {
  return {
    id,
    firmenname: `Anbieter ${id}`,
    beschreibung: 'Buffets und Fingerfood',
    website_url: null,
    instagram_url: null,
    kategorien: [],
    average_rating: 4.5,
    review_count: 2,
    plz: '68159',
    ort: 'Mannheim',
    einsatzradius_km: 50,
    preis_ab: 450,
    fotos: [],
    antwortzeit_stunden: null,
    antwortquote: null,
  };
}

function renderCategory(path: string) {
  return renderWithRouter(<CategoryRoute />, {
    path,
    pattern: '/category/:categoryId',
    route: categoryRoute,
  });
}

const listUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/providers/category/'));

describe('/category/:id', () => {
  it('pages the list with the filters of the address and keeps the spec heading', async () => {
    const total = RESULT_PAGE_SIZE + 1;
    const fetchMock = mockFetch((url) => {
      if (url === '/api/categories')
        return jsonResponse([{ id: 5, name: 'Catering', description: '', farbe: '#000' }]);
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const count = Math.min(RESULT_PAGE_SIZE, total - offset);
      return jsonResponse(
        Array.from({ length: count }, (_, i) => provider(offset + i + 1)),
        200,
        { [TOTAL_COUNT_HEADER]: String(total) },
      );
    });
    const user = userEvent.setup();
    renderCategory('/category/5?plz=68159&preis_max=500');
    expect(await screen.findByRole('heading', { name: 'Anbieter in: Catering' })).toBeInTheDocument();
    expect(await screen.findByText('25 Anbieter')).toBeInTheDocument();
    expect(screen.getAllByText('ab 450 €')).toHaveLength(RESULT_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await screen.findByRole('heading', { name: 'Anbieter 25' });
    expect(listUrls(fetchMock)).toEqual([
      `/api/providers/category/5?plz=68159&preis_max=500&limit=${RESULT_PAGE_SIZE}&offset=0`,
      `/api/providers/category/5?plz=68159&preis_max=500&limit=${RESULT_PAGE_SIZE}&offset=${RESULT_PAGE_SIZE}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });

  it('tells an empty category from filters that leave nothing', async () => {
    mockFetch((url) =>
      url === '/api/categories'
        ? jsonResponse([{ id: 5, name: 'Catering', description: '', farbe: '#000' }])
        : jsonResponse([], 200, { [TOTAL_COUNT_HEADER]: '0' }),
    );
    const { unmount } = renderCategory('/category/5');
    expect(await screen.findByText('In dieser Kategorie gibt es noch keine Anbieter.')).toBeInTheDocument();
    unmount();
    renderCategory('/category/5?bewertung_min=5');
    expect(
      await screen.findByText('Für diese Filter gibt es in dieser Kategorie keine Anbieter.'),
    ).toBeInTheDocument();
  });
});
