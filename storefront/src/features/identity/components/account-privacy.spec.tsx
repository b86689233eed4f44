import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { AccountPrivacy } from '@/features/identity/components/account-privacy';

describe('AccountPrivacy', () => {
  it('deletes the account only with the password and hands the server sentence on', async () => {
    const user = userEvent.setup();
    const onDeleted = jest.fn();
    const fetchMock = mockFetch((_url, init) =>
      JSON.parse(String(init?.body)).passwort === 'richtig-123'
        ? jsonResponse({ msg: 'Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht.' })
        : jsonResponse({ msg: 'Das aktuelle Passwort ist falsch.' }, 400),
    );
    renderWithRouter(<AccountPrivacy onDeleted={onDeleted} />, { path: '/profile' });

    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Konto endgültig löschen?' });
    expect(dialog).toHaveTextContent('ehemaliger Nutzer');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Ihr Passwort/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das aktuelle Passwort ist falsch.');
    expect(onDeleted).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Ihr Passwort/));
    await user.type(screen.getByLabelText(/^Ihr Passwort/), 'richtig-123');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    await waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith('Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht.'),
    );
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/profile/me', 'DELETE']);
    // Typing into a dialog is slow on a busy machine.
  }, 20_000);
});
