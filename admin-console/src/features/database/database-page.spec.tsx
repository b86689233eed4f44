import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatabasePage } from '@admin/features/database/database-page';
import {
  createFakeServer as createServer,
  renderWithApi,
  type FakeHandler,
  type FakeReply,
} from '../../../test/fake-api';

/**
 * The page also lists the stored backups (stored-backups.spec.tsx); here that list never answers,
 * so it changes nothing on the page while the import is tested.
 */
const createFakeServer = (routes: Record<string, FakeHandler | FakeReply> = {}) =>
  createServer({ 'GET /api/admin/backups': () => new Promise<FakeReply>(() => undefined), ...routes });

function deferred() {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const PREVIEW = {
  tabellen: [
    { tabelle: 'users', zeilen: 2 },
    { tabelle: 'categories', zeilen: 12 },
  ],
  admins: [{ email: 'chef@beispiel.de', vorname: 'Clara', nachname: 'Chef' }],
  admin_wechsel: { neu: [], entfernt: [] },
  besitzer_wechsel: [],
  behalten: { rechnungen: 0, zahlungen: 0, protokoll: 0 },
};
const PREVIEW_ROUTE = 'POST /api/admin/db/import/preview';
const preview = { [PREVIEW_ROUTE]: { text: JSON.stringify(PREVIEW) } };

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
    const server = createFakeServer({ ...preview, 'POST /api/admin/db/import': () => reply.promise });
    renderWithApi(<DatabasePage />, server);
    const file = new File(['INSERT INTO kategorien VALUES (1);'], 'eventkompass-backup-1.sql');
    chooseFile(file);
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Datenbank importieren' });
    expect(dialog).toHaveTextContent('eventkompass-backup-1.sql');
    expect(dialog).toHaveTextContent('14 Datensätze');
    expect(dialog).toHaveTextContent(
      'Administratoren nach dem Import – nur diese Konten können sich in der Verwaltung anmelden: Clara Chef <chef@beispiel.de>.',
    );
    expect(dialog).toHaveTextContent('Admin-Rechte und Besitzer der Einträge bleiben wie jetzt.');
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
      ...preview,
      'POST /api/admin/db/import': { status: 400, body: { msg: 'Zeile 3: DROP TABLE ist nicht erlaubt.' } },
    });
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['DROP TABLE x;'], 'boese.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zeile 3: DROP TABLE ist nicht erlaubt.');
    expect(screen.getByText('Fehler beim Import. Details siehe oben.')).toBeInTheDocument();
  });

  it('falls back to the generic import error', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({ ...preview, 'POST /api/admin/db/import': { status: 500, text: '' } });
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['x'], 'b.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('DB-Import fehlgeschlagen.');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const server = createFakeServer(preview);
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['x'], 'b.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    const importCalls = server.calls.filter((call) => call.path !== '/api/admin/backups');
    expect(importCalls.map((call) => call.path)).toEqual(['/api/admin/db/import/preview']);
    expect(screen.queryByText('Datenbank erfolgreich importiert!')).not.toBeInTheDocument();
  });

  it('refuses a file the server check rejects before asking anything', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      [PREVIEW_ROUTE]: { status: 400, body: { msg: 'Zeile 2: „DROP“-Anweisungen sind nicht erlaubt.' } },
    });
    renderWithApi(<DatabasePage />, server);
    chooseFile(new File(['DROP TABLE users;'], 'boese.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zeile 2: „DROP“-Anweisungen sind nicht erlaubt.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/admin/db/import')).toBe(false);
  });

  it('warns loudly when the file holds no admin account', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <DatabasePage />,
      createFakeServer({ [PREVIEW_ROUTE]: { text: JSON.stringify({ ...PREVIEW, admins: [] }) } }),
    );
    chooseFile(new File(['x'], 'ohne-admin.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Die Datei enthält KEIN Admin-Konto: Danach kann sich niemand mehr in der Verwaltung anmelden.',
    );
  });

  it('names who becomes or stops being admin and whose listings change hands', async () => {
    const user = userEvent.setup();
    const changes = {
      ...PREVIEW,
      admin_wechsel: {
        neu: [{ email: 'eva@boese.example', vorname: 'Eva', nachname: 'Eindringling' }],
        entfernt: [{ email: 'chef@beispiel.de', vorname: 'Clara', nachname: 'Chef' }],
      },
      besitzer_wechsel: [
        {
          anbieter_id: 7,
          firmenname: 'DJ Nord',
          vorher: ['olga@beispiel.de'],
          nachher: ['eva@boese.example'],
        },
        ...Array.from({ length: 11 }, (_, i) => ({
          anbieter_id: 100 + i,
          firmenname: `Neu ${i}`,
          vorher: [],
          nachher: [`n${i}@beispiel.de`],
        })),
      ],
      behalten: { rechnungen: 2, zahlungen: 1, protokoll: 14 },
    };
    renderWithApi(<DatabasePage />, createFakeServer({ [PREVIEW_ROUTE]: { text: JSON.stringify(changes) } }));
    chooseFile(new File(['x'], 'fremd.sql'));
    await user.click(screen.getByRole('button', { name: 'Datenbank importieren' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Neue Administratoren: Eva Eindringling <eva@boese.example>.');
    expect(dialog).toHaveTextContent('Keine Administratoren mehr: Clara Chef <chef@beispiel.de>.');
    expect(dialog).toHaveTextContent(
      'Besitzerwechsel: „DJ Nord“ (Nr. 7): olga@beispiel.de → eva@boese.example; „Neu 0“ (Nr. 100): niemand → n0@beispiel.de;',
    );
    expect(dialog).toHaveTextContent('; und 2 weitere.');
    expect(dialog).toHaveTextContent(
      'Rechnungen, Zahlungen und das Protokoll werden nie ersetzt, nur ergänzt. Neuer als die Sicherung und darum behalten: 2 Rechnungen, 1 Zahlung, 14 Protokolleinträge.',
    );
  });
});
