import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { MyDataForm } from '@/features/identity/components/my-data-form';

const USER: User = {
  id: 5,
  vorname: 'Erika',
  nachname: 'Mustermann',
  email: 'erika@example.test',
  handynummer: null,
  ist_admin: false,
  erstellt_am: '2026-01-01T00:00:00.000Z',
} as User;

const sentBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/profile/me')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

describe('MyDataForm', () => {
  it('asks for the current password only while the e-mail address or the password changes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MyDataForm user={USER} />, { path: '/profile' });
    expect(screen.queryByLabelText(/^Aktuelles Passwort/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Neues Passwort/), 'ganz-neu-123');
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toBeRequired();
    await user.clear(screen.getByLabelText(/^Neues Passwort/));
    expect(screen.queryByLabelText(/^Aktuelles Passwort/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^E-Mail/));
    await user.type(screen.getByLabelText(/^E-Mail/), 'neu@example.test');
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toBeRequired();
  });

  it('sends the current password with a new address, and none with a new name', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Ihre Daten wurden erfolgreich aktualisiert.' }));
    const user = userEvent.setup();
    renderWithRouter(<MyDataForm user={USER} />, { path: '/profile' });
    await user.type(screen.getByLabelText(/^Vorname/), 'na');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Ihre Daten wurden erfolgreich aktualisiert.');
    await user.clear(screen.getByLabelText(/^E-Mail/));
    await user.type(screen.getByLabelText(/^E-Mail/), 'neu@example.test');
    await user.type(screen.getByLabelText(/^Aktuelles Passwort/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findAllByText('Ihre Daten wurden erfolgreich aktualisiert.');
    const [nameOnly, newAddress] = sentBodies(fetchMock);
    expect(nameOnly).toMatchObject({ vorname: 'Erikana', aktuelles_passwort: null });
    expect(newAddress).toMatchObject({ email: 'neu@example.test', aktuelles_passwort: 'geheim123' });
  });
});
