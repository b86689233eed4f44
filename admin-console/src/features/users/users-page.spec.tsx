import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@event-kompass/shared-types';
import { UsersPage } from '@admin/features/users/users-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const erika: User = {
  id: 4,
  vorname: 'Erika',
  nachname: 'Mustermann',
  email: 'erika@example.test',
  handynummer: null,
  ist_admin: false,
  erstellt_am: '2026-11-01T09:00:00.000Z',
};

describe('UsersPage', () => {
  it('grants admin rights and sends an empty password as null (unchanged)', async () => {
    const user = userEvent.setup();
    let saved = false;
    const server = createFakeServer({
      'GET /api/admin/users': () => ({ body: [saved ? { ...erika, ist_admin: true } : erika] }),
      'PUT /api/admin/users/4': () => {
        saved = true;
        return { body: { ...erika, ist_admin: true } };
      },
    });
    renderWithApi(<UsersPage />, server);
    const opener = await screen.findByRole('button', { name: 'Erika Mustermann bearbeiten' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Benutzer bearbeiten: Erika Mustermann' });
    expect(within(dialog).getByLabelText(/^Vorname/)).toHaveFocus();
    expect(within(dialog).getByLabelText('Neues Passwort')).toHaveValue('');
    await user.click(within(dialog).getByLabelText('Administrator-Rechte'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      vorname: 'Erika',
      nachname: 'Mustermann',
      email: 'erika@example.test',
      handynummer: null,
      passwort: null,
      ist_admin: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Benutzer Erika Mustermann wurde gespeichert.');
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('refuses a short new password in the dialog and sends nothing', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({ 'GET /api/admin/users': { body: [erika] } });
    renderWithApi(<UsersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Erika Mustermann bearbeiten' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Neues Passwort'), 'kurz');
    // jsdom does not enforce minlength; the dialog's own check holds either way.
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's msg when saving fails, else 'Update fehlgeschlagen'", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/admin/users': { body: [erika] },
      'PUT /api/admin/users/4': { status: 409, body: { msg: 'Diese E-Mail ist bereits vergeben.' } },
    });
    renderWithApi(<UsersPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Erika Mustermann bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Diese E-Mail ist bereits vergeben.',
    );

    server.on('PUT /api/admin/users/4', { status: 500, text: '' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        'Update fehlgeschlagen',
      ),
    );
  });
});
