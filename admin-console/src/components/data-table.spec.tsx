import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, filterAndSort, type Column } from '@admin/components/data-table';

interface Row {
  id: number;
  name: string;
  city: string;
  count: number | null;
}

const rows: Row[] = [
  { id: 1, name: 'Zauberhafte Feste', city: 'München', count: 3 },
  { id: 2, name: 'Ärmel & Co', city: 'Köln', count: null },
  { id: 3, name: 'bergblick Catering', city: 'Straßburg', count: 10 },
];

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'city', header: 'Ort', cell: (r) => r.city, sortValue: (r) => r.city },
  {
    id: 'count',
    header: 'Anzahl',
    cell: (r) => r.count ?? '–',
    sortValue: (r) => r.count,
    searchText: false,
  },
];

function names(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

function renderTable(data: Row[] = rows) {
  return render(
    <DataTable
      caption="Testtabelle"
      rows={data}
      columns={columns}
      rowKey={(r) => r.id}
      initialSort={{ columnId: 'name', direction: 'asc' }}
      emptyText="Noch keine Einträge."
      searchLabel="Einträge suchen"
    />,
  );
}

describe('DataTable', () => {
  it('sorts by the initial column, German-aware and case-insensitive', () => {
    renderTable();
    expect(names()).toEqual(['Ärmel & Co', 'bergblick Catering', 'Zauberhafte Feste']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('toggles the direction when a header is clicked again and keeps empty values last', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Zauberhafte Feste', 'bergblick Catering', 'Ärmel & Co']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /Anzahl/ }));
    expect(names()).toEqual(['Zauberhafte Feste', 'bergblick Catering', 'Ärmel & Co']);
    await user.click(screen.getByRole('button', { name: /Anzahl/ }));
    expect(names()).toEqual(['bergblick Catering', 'Zauberhafte Feste', 'Ärmel & Co']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
  });

  it('filters by every word of the search, ignoring accents and ß', async () => {
    const user = userEvent.setup();
    renderTable();
    const search = screen.getByLabelText('Einträge suchen');
    await user.type(search, 'strassburg');
    expect(names()).toEqual(['bergblick Catering']);
    expect(screen.getByText('1 von 3 Einträgen')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'armel koln');
    expect(names()).toEqual(['Ärmel & Co']);
  });

  it('says so when the search matches nothing', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByLabelText('Einträge suchen'), 'Hamburg');
    expect(screen.getByText('Keine Einträge passen zu Ihrer Suche.')).toBeInTheDocument();
  });

  it('does not search columns marked searchText: false', () => {
    expect(filterAndSort(rows, columns, '10', null)).toEqual([]);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('Noch keine Einträge.')).toBeInTheDocument();
    expect(screen.getByText('0 Einträge')).toBeInTheDocument();
  });

  it('shows the loading text while the first load runs', () => {
    render(
      <DataTable caption="t" rows={[]} columns={columns} rowKey={(r) => r.id} emptyText="leer" loading />,
    );
    expect(screen.getByText('Daten werden geladen…')).toBeInTheDocument();
    expect(screen.queryByText('leer')).not.toBeInTheDocument();
  });
});
