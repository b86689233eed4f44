import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestion } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { SearchBar, SUGGEST_DELAY_MS } from '@/features/catalog/components/search-bar';

describe('SearchBar', () => {
  it('shows the spec placeholder and a labelled input', () => {
    renderWithRouter(<SearchBar />);
    expect(screen.getByRole('combobox', { name: 'Anbieter suchen' })).toHaveAttribute(
      'placeholder',
      'Finde DJs, Catering, Locations...',
    );
  });

  it('does nothing when the text is empty or only whitespace', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.type(screen.getByRole('combobox'), '    {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes to /search with the text URL-encoded', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(screen.getByRole('combobox'), 'DJ & Café/Bar?{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?q=${encodeURIComponent('DJ & Café/Bar?')}`,
    );
    expect(screen.getByTestId('location').textContent).toBe('/search?q=DJ%20%26%20Caf%C3%A9%2FBar%3F');
  });
});

describe('SearchBar suggestions (ARIA combobox)', () => {
  const SUGGESTIONS: SearchSuggestion[] = [
    { text: 'Foto Müller', typ: 'anbieter', id: 7 },
    { text: 'Fotografie', typ: 'kategorie', id: 3 },
    { text: 'Fotzendorf', typ: 'ort', id: null },
  ];

  const suggestUrls = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/search/suggest'));

  it('asks only from two characters, once per typing pause, and links list and field', async () => {
    const fetchMock = mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    const box = screen.getByRole('combobox', { name: 'Anbieter suchen' });
    await user.type(box, 'f');
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS + 50));
    expect(suggestUrls(fetchMock)).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'oto');
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    expect(suggestUrls(fetchMock)).toEqual(['/api/search/suggest?q=foto']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Foto Müller, Anbieter', 'Fotografie, Kategorie', 'Fotzendorf, Ort']);
  });

  it('moves with the arrow keys (wrapping) and marks the active option', async () => {
    mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'foto');
    await screen.findByRole('listbox');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
  });

  it.each([
    [1, '/provider/7'],
    [2, '/category/3'],
    [3, `/search?q=${encodeURIComponent('Fotzendorf')}`],
  ])('Enter on option %i goes to %s', async (downs, target) => {
    mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'foto');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}'.repeat(downs) + '{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(target);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option searches for the typed text', async () => {
    mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(screen.getByRole('combobox'), 'foto');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=foto');
  });

  it('Escape closes the list, a second Escape empties the field', async () => {
    mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'foto');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('foto');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a click on an option takes it', async () => {
    mockFetch(() => jsonResponse(SUGGESTIONS));
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(screen.getByRole('combobox'), 'foto');
    await user.click(await screen.findByRole('option', { name: /Fotografie/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category/3');
  });
});
