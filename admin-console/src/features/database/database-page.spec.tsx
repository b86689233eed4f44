import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatabasePage } from '@admin/features/database/database-page';
import { createFakeServer, renderWithApi, type FakeReply } from '../../../test/fake-api';

function deferred() {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('SQL-Datei auswählen'), { target: { files: [file] } });

describe('DatabasePage import', () => {
  it('asks for a file first', async () => {
    const user = userEvent.setup();
    renderWithApi(<DatabasePage />, createFakeServer());
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst eine Datei aus.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses a file that is not .sql', () => {
    renderWithApi(<DatabasePage />, createFakeServer());
    chooseFile(new File(['x'], 'daten.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine .sql-Datei aus.');
  });

  it('confirms, shows the running state and then the success message', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const server = createFakeServer({ 'POST /api/admin/db/import': () => reply.promise });
    renderWithApi(<DatabasePage />, server);
    const file = new File(['INSERT INTO kategorien VALUES (1);'], 'eventkompass-backup-1.sql');
    chooseFile(file);
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Datenbank importieren' });
    expect(dialog).toHaveTextContent('eventkompass-backup-1.sql');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt importieren' }));

    expect(await screen.findByText('Import läuft, bitte warten…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import läuft…' })).toBeDisabled();
    const call = server.calls.find((c) => c.path === '/api/admin/db/import');
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData).get('db-import')).toBeInstanceOf(File);

    reply.resolve({ text: 'Import erfolgreich.' });
    expect(await screen.findByText('Datenbank erfolgreich importiert!')).toBeInTheDocument();
    expect(screen.queryByText('Import läuft, bitte warten…')).not.toBeInTheDocument();
  });

  it("shows the server's error text above and the status line below", async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      'POST /api/admin/db/import': { status: 400, body: { msg: 'Zeile 3: DROP TABLE ist nicht erlaubt.' } },
    });
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['DROP TABLE x;'], 'boese.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zeile 3: DROP TABLE ist nicht erlaubt.');
    expect(screen.getByText('Fehler beim Import. Details siehe oben.')).toBeInTheDocument();
  });

  it('falls back to the generic import error', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({ 'POST /api/admin/db/import': { status: 500, text: '' } });
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['x'], 'b.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('DB-Import fehlgeschlagen.');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const server = createFakeServer();
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['x'], 'b.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByText('Datenbank erfolgreich importiert!')).not.toBeInTheDocument();
  });
});
