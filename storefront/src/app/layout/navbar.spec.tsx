import { screen, within } from '@testing-library/react';
import { fakeToken, jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { Navbar } from '@/app/layout/navbar';

function logIn() {
  localStorage.setItem(
    'token',
    fakeToken({ id: 3, vorname: 'Sina', nachname: 'Sound', email: 'sina@beispiel.de', isAdmin: false }),
  );
}

afterEach(() => localStorage.clear());

describe('Navbar „Mein Profil“', () => {
  it('leads a provider to „Mein Eintrag“ with the number of new inquiries', async () => {
    logIn();
    mockFetch((url) =>
      url === '/api/profile/provider'
        ? jsonResponse([
            { id: 7, neue_anfragen: 2 },
            { id: 8, neue_anfragen: 1 },
          ])
        : jsonResponse([]),
    );
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const link = await within(nav).findByRole('link', { name: 'Mein Profil 3 neue Anfragen' });
    expect(link).toHaveAttribute('href', '/profile/eintrag');
  });

  it('says „1 neue Anfrage“ for one', async () => {
    logIn();
    mockFetch((url) =>
      url === '/api/profile/provider' ? jsonResponse([{ id: 7, neue_anfragen: 1 }]) : jsonResponse([]),
    );
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Mein Profil 1 neue Anfrage' })).toBeInTheDocument();
  });

  it('leads a customer to the profile, without a badge', async () => {
    logIn();
    const fetchMock = mockFetch(() => jsonResponse([]));
    renderWithRouter(<Navbar />);
    const link = screen.getByRole('link', { name: 'Mein Profil' });
    await screen.findByRole('link', { name: 'Mein Profil' });
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/provider', expect.anything());
    expect(link).toHaveAttribute('href', '/profile');
  });
});
