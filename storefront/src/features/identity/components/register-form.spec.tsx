import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { RegisterForm } from '@/features/identity/components/register-form';

async function fill(passwort: string, bestaetigung: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Vorname/), 'Erika');
  await user.type(screen.getByLabelText(/^Nachname/), 'Mustermann');
  await user.type(screen.getByLabelText(/^E-Mail/), 'erika@example.test');
  await user.type(screen.getByLabelText(/^Passwort \*?$/), passwort);
  await user.type(screen.getByLabelText(/^Passwort bestätigen/), bestaetigung);
  await user.click(screen.getByRole('button', { name: 'Registrieren' }));
}

describe('RegisterForm', () => {
  it('marks the required fields, phone optional, password at least 6 characters', () => {
    renderWithRouter(<RegisterForm />, { path: '/register' });
    expect(screen.getByLabelText(/^Vorname/)).toBeRequired();
    expect(screen.getByLabelText(/^Nachname/)).toBeRequired();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Telefon/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Passwort \*?$/)).toHaveAttribute('minLength', '6');
  });

  it('refuses different passwords and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ token: 'x' }));
    renderWithRouter(<RegisterForm />, { path: '/register' });
    await fill('geheim123', 'geheim124');
    expect(screen.getByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, stores the token and goes to /', async () => {
    const token = fakeToken({
      id: 5,
      vorname: 'Erika',
      nachname: 'Mustermann',
      email: 'erika@example.test',
      isAdmin: false,
    });
    const fetchMock = mockFetch(() => jsonResponse({ token }, 201));
    renderWithRouter(<RegisterForm />, { path: '/register' });
    await fill('geheim123', 'geheim123');
    // The location element exists from the start; wait until the navigation after the answer.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBe(token);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      vorname: 'Erika',
      nachname: 'Mustermann',
      email: 'erika@example.test',
      handynummer: null,
      passwort: 'geheim123',
      erinnerungen_erlaubt: false,
    });
  });

  it('asks for review reminders unticked and sends the consent only when ticked', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        { token: fakeToken({ id: 6, vorname: 'E', nachname: 'M', email: 'e@example.test', isAdmin: false }) },
        201,
      ),
    );
    renderWithRouter(<RegisterForm />, { path: '/register' });
    const consent = screen.getByRole('checkbox', { name: /Bewertung erinnern/ });
    expect(consent).not.toBeChecked();
    await userEvent.setup().click(consent);
    await fill('geheim123', 'geheim123');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ erinnerungen_erlaubt: true });
  });

  it("shows the server's msg, else the fallback", async () => {
    mockFetch(() => jsonResponse({ msg: 'Diese E-Mail-Adresse ist bereits registriert.' }, 409));
    renderWithRouter(<RegisterForm />, { path: '/register' });
    await fill('geheim123', 'geheim123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese E-Mail-Adresse ist bereits registriert.',
    );
  });

  it('falls back to the spec text when the answer has no msg', async () => {
    mockFetch(() => ({ ok: false, status: 500, text: async () => '' }) as Response);
    renderWithRouter(<RegisterForm />, { path: '/register' });
    await fill('geheim123', 'geheim123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler bei der Registrierung');
  });
});
