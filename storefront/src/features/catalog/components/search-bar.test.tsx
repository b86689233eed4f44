import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@test/helpers';
import { SearchBar } from '@/features/catalog/components/search-bar';

describe('SearchBar', () => {
  it('shows the spec placeholder and a labelled input', () => {
    renderWithRouter(<SearchBar />);
    expect(screen.getByRole('searchbox', { name: 'Anbieter suchen' })).toHaveAttribute(
      'placeholder',
      'Finde DJs, Catering, Locations...',
    );
  });

  it('does nothing when the text is empty or only whitespace', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.type(screen.getByRole('searchbox'), '    {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes to /search with the text URL-encoded', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(screen.getByRole('searchbox'), 'DJ & Café/Bar?{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?q=${encodeURIComponent('DJ & Café/Bar?')}`,
    );
    expect(screen.getByTestId('location').textContent).toBe('/search?q=DJ%20%26%20Caf%C3%A9%2FBar%3F');
  });
});
