import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderReviews, Review } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { OwnerReviews } from '@/features/review/components/owner-reviews';

const review = (id: number, antwort_text: string | null): Review => ({
  id,
  anbieter_id: 7,
  sterne: 4,
  kommentar: 'Tolle Musik',
  erstellt_am: '2026-11-20T10:00:00.000Z',
  vorname: 'Anna',
  antwort_text,
  antwort_am: antwort_text ? '2026-11-21T10:00:00.000Z' : null,
  gebucht: false,
});

describe('OwnerReviews („Mein Eintrag“ → Bewertungen)', () => {
  it('lists the reviews, says how many wait, and answers one from the workspace', async () => {
    let answered = false;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/reviews/7/antwort' && init?.method === 'POST') {
        answered = true;
        return jsonResponse({ msg: 'Ihre Antwort wurde veröffentlicht.' }, 201);
      }
      const body: ProviderReviews = {
        reviews: [review(7, answered ? 'Danke!' : null), review(8, 'Gern wieder.')],
        stats: { average: 4, count: 2 },
      };
      return jsonResponse(body);
    });
    const user = userEvent.setup();
    renderWithRouter(<OwnerReviews listingId={7} />);
    expect(
      await screen.findByText('1 Bewertung wartet auf Ihre Antwort.', { exact: false }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Öffentlich antworten/), 'Danke!');
    await user.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));
    await waitFor(() =>
      expect(screen.getByText('Sie haben auf alle Bewertungen geantwortet.')).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reviews/7/antwort',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
