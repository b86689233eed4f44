import { screen, waitFor } from '@testing-library/react';
import type { OwnListing } from '@event-kompass/shared-types';
import { fakeToken, jsonResponse, mockFetch, publicProvider, renderWithRouter } from '@test/helpers';
import ProviderRoute from '@/app/routes/provider';
import { providerLoader } from '@/app/routes/provider.data';

const PROVIDER = publicProvider(7, 'DJ Soundwelle', { beschreibung: 'Musik für jede Feier.' });

/** The page for a logged-in visitor who runs the listings with these ids. */
async function renderFor(ownIds: number[], taken: string[] = []) {
  localStorage.setItem(
    'token',
    fakeToken({ id: 3, vorname: 'Sina', nachname: 'Sound', email: 'sina@beispiel.de', isAdmin: false }),
  );
  const fetchMock = mockFetch((url) => {
    if (url === '/api/providers/7') return jsonResponse(PROVIDER);
    if (url === '/api/providers/7/availability') return jsonResponse({ belegt: taken });
    if (url === '/api/profile/provider')
      return jsonResponse(ownIds.map((id) => ({ id }) as Partial<OwnListing>));
    if (url === '/api/reviews/7') return jsonResponse({ reviews: [], stats: { average: 0, count: 0 } });
    if (url === '/api/reviews/7/eligibility') return jsonResponse({ darf_bewerten: false, grund: 'Nein.' });
    return jsonResponse({ msg: `unerwartet: ${url}` }, 404);
  });
  renderWithRouter(<ProviderRoute />, {
    path: '/provider/7',
    pattern: '/provider/:providerId',
    route: { loader: providerLoader },
  });
  expect(await screen.findByRole('heading', { name: 'DJ Soundwelle' })).toBeInTheDocument();
  // The reviews load after the own listings were asked for.
  await screen.findByRole('heading', { name: 'Bewertungen' });
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/profile/provider'),
  );
}

describe('/provider/:id', () => {
  afterEach(() => localStorage.clear());

  it('offers a logged-in visitor the inquiry button', async () => {
    await renderFor([12]);
    expect(screen.getByRole('button', { name: 'Anfrage senden' })).toBeInTheDocument();
  });

  it('offers the owner no inquiry button for their own listing', async () => {
    await renderFor([7]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Anfrage senden' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    [[], 'Verfügbarkeit: keine belegten Tage'],
    [['2030-06-01'], 'Verfügbarkeit (1 belegter Tag)'],
    [['2030-06-01', '2030-06-02'], 'Verfügbarkeit (2 belegte Tage)'],
  ])('counts %j taken days in the German singular or plural', async (taken, summary) => {
    await renderFor([12], taken);
    expect(screen.getByText(/^Verfügbarkeit/)).toHaveTextContent(summary);
  });
});
