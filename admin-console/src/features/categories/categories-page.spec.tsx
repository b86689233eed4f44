import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@event-kompass/shared-types';
import { CategoriesPage } from '@admin/features/categories/categories-page';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

const djs: Category = { id: 1, name: 'DJs', description: 'Musik', farbe: '#48bb78' };

describe('CategoriesPage', () => {
  it('creates a category with the default colour', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/categories': { body: [djs] },
      'POST /api/admin/categories': {
        status: 201,
        body: { id: 2, name: 'Fotoboxen', description: null, farbe: '#48bb78' },
      },
    });
    renderWithApi(<CategoriesPage />, server);
    await screen.findByText('DJs');
    expect(screen.getByLabelText('Farbe')).toHaveValue('#48bb78');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Fotoboxen');
    await user.click(screen.getByRole('button', { name: 'Kategorie anlegen' }));
    expect(await screen.findByText('Kategorie „Fotoboxen“ wurde angelegt.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Fotoboxen',
      description: null,
      farbe: '#48bb78',
    });
  });

  it("shows the server's msg when the category is still in use", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/categories': { body: [djs] },
      'DELETE /api/admin/categories/1': {
        status: 409,
        body: { msg: 'Die Kategorie ist noch 3 Anbietern zugeordnet und kann nicht gelöscht werden.' },
      },
    });
    renderWithApi(<CategoriesPage />, server);
    await user.click(await screen.findByRole('button', { name: 'Kategorie DJs löschen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Kategorie ist noch 3 Anbietern zugeordnet und kann nicht gelöscht werden.',
    );
    expect(screen.getByText('DJs')).toBeInTheDocument();
  });

  it('falls back to "Erstellen fehlgeschlagen"', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'GET /api/categories': { body: [] },
      'POST /api/admin/categories': { status: 500, text: '' },
    });
    renderWithApi(<CategoriesPage />, server);
    await screen.findByText('Es gibt noch keine Kategorien.');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'X');
    await user.click(screen.getByRole('button', { name: 'Kategorie anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erstellen fehlgeschlagen');
  });
});
