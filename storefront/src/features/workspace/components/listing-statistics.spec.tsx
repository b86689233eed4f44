import { screen } from '@testing-library/react';
import type { ListingStatistics } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { ListingStatisticsPanel } from '@/features/workspace/components/listing-statistics';

const STATS: ListingStatistics = {
  monate: Array.from({ length: 12 }, (_, index) => ({
    monat: `2026-${String(index + 1).padStart(2, '0')}`,
    aufrufe: index * 10,
    suchtreffer: index * 30,
    anfragen: index,
    angebote: index > 6 ? 1 : 0,
    buchungen: index > 9 ? 1 : 0,
  })),
  antwortzeit_stunden: 5,
  antwortquote: 80,
};

describe('ListingStatisticsPanel', () => {
  it('shows the chart as one labelled image and every number in a table', async () => {
    mockFetch(() => jsonResponse(STATS));
    renderWithRouter(<ListingStatisticsPanel listingId={7} />);
    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleName(/zusammen 660 Aufrufe und 66 Anfragen/);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('Dezember 2026');
    expect(rows[1]).toHaveTextContent('110330111');
    expect(screen.getByText('Antwortet meist innerhalb von 5 Stunden')).toBeInTheDocument();
    expect(screen.getByText('Antwortquote (48 Stunden): 80 %')).toBeInTheDocument();
  });
});
