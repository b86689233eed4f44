import { screen, within } from '@testing-library/react';
import type { MonthFigures } from '@event-kompass/shared-types';
import { niceMax } from '@admin/features/overview/month-chart';
import { OverviewPage } from '@admin/features/overview/overview-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const month = (monat: string, n: number): MonthFigures => ({
  monat,
  neue_anbieter: n,
  anfragen: 2 * n,
  buchungen: n > 0 ? 1 : 0,
  berechnet_cent: 4000 * n,
  bezahlt_cent: 4000 * Math.max(0, n - 1),
});

describe('OverviewPage', () => {
  it('draws both charts as named images and lists every month in the table', async () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      month(`${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`, i),
    );
    const server = createFakeServer({ 'GET /api/admin/kennzahlen': () => ({ body: months }) });
    renderWithApi(<OverviewPage />, server);
    const table = await screen.findByRole('table', { name: 'Kennzahlen je Monat' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const last = within(table).getByRole('rowheader', { name: 'Oktober 2026' }).closest('tr')!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '22', '1', '440,00\u00a0€', '400,00\u00a0€']);
    expect(screen.getByRole('img', { name: 'Aktivität je Monat' })).toHaveAccessibleDescription(
      /von November 2025 bis Oktober 2026/,
    );
    expect(screen.getByRole('img', { name: 'Umsatz je Monat' })).toBeInTheDocument();
  });

  it('rounds the axis to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 44000].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50000]);
  });
});
