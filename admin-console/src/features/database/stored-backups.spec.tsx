import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredBackup } from '@event-kompass/shared-types';
import { fileSize, StoredBackups } from '@admin/features/database/stored-backups';
import { saveBlob } from '@admin/lib/download';
import { createFakeServer, renderWithApi } from '../../../test/fake-api';

// jsdom cannot follow the download link.
jest.mock('@admin/lib/download', () => ({ saveBlob: jest.fn() }));

const LIST = 'GET /api/admin/backups';
const DAILY: StoredBackup[] = [
  {
    name: 'eventkompass-backup-2026-12-31T02-00-00Z.sql',
    erstellt_am: '2026-12-31T02:00:00.000Z',
    bytes: 1_534_000,
  },
  {
    name: 'eventkompass-backup-2026-12-31T02-00-00Z-uploads.tar.gz',
    erstellt_am: '2026-12-31T02:00:00.000Z',
    bytes: 820_400,
  },
  {
    name: 'eventkompass-backup-2026-12-30T02-00-00Z.sql',
    erstellt_am: '2026-12-30T02:00:00.000Z',
    bytes: 12,
  },
];

describe('StoredBackups', () => {
  it('lists the stored backups newest first with time, content and size', async () => {
    renderWithApi(<StoredBackups />, createFakeServer({ [LIST]: { body: DAILY } }));
    const table = await screen.findByRole('table', { name: 'Gespeicherte Sicherungen' });
    await within(table).findByText(DAILY[0].name);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(
      DAILY.map((b) => b.name),
    );
    expect(rows[0]).toHaveTextContent('31.12.2026');
    expect(rows[0]).toHaveTextContent('03:00');
    expect(rows[0]).toHaveTextContent('Datenbank (SQL)');
    expect(rows[0]).toHaveTextContent('1,5 MB');
    expect(rows[1]).toHaveTextContent('Fotos (tar.gz)');
    expect(rows[1]).toHaveTextContent('820,4 kB');
    expect(rows[1]).toHaveTextContent('täglich');
    expect(rows[2]).toHaveTextContent('12 Bytes');
  });

  it('says so when there is none yet', async () => {
    renderWithApi(<StoredBackups />, createFakeServer({ [LIST]: { body: [] } }));
    expect(await screen.findByText('Noch keine Sicherung gespeichert.')).toBeInTheDocument();
  });

  it('makes one now, reports its files and shows it in the list', async () => {
    const user = userEvent.setup();
    const made = [
      {
        ...DAILY[0],
        name: 'eventkompass-backup-2027-01-02T09-15-00Z-manuell.sql',
        erstellt_am: '2027-01-02T09:15:00.000Z',
      },
    ];
    const server = createFakeServer({ [LIST]: { body: [] } });
    server.on('POST /api/admin/backups', () => {
      server.on(LIST, { body: made });
      return { status: 201, body: made };
    });
    renderWithApi(<StoredBackups />, server);
    await screen.findByText('Noch keine Sicherung gespeichert.');
    await user.click(screen.getByRole('button', { name: 'Jetzt sichern' }));
    expect(await screen.findByText(`Sicherung erstellt: ${made[0].name}.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `${made[0].name} herunterladen` })).toBeInTheDocument();
    expect(screen.getByText('von Hand')).toBeInTheDocument();
  });

  it('shows the server’s message when a backup cannot be made', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      [LIST]: { body: [] },
      'POST /api/admin/backups': {
        status: 409,
        body: { msg: 'Es wird gerade eine Sicherung erstellt. Bitte versuchen Sie es gleich noch einmal.' },
      },
    });
    renderWithApi(<StoredBackups />, server);
    await user.click(screen.getByRole('button', { name: 'Jetzt sichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Es wird gerade eine Sicherung erstellt.');
  });

  it('downloads a file by its name', async () => {
    const user = userEvent.setup();
    const server = createFakeServer({
      [LIST]: { body: DAILY },
      [`GET /api/admin/backups/${DAILY[1].name}`]: { text: 'gz' },
    });
    renderWithApi(<StoredBackups />, server);
    await user.click(await screen.findByRole('button', { name: `${DAILY[1].name} herunterladen` }));
    expect(server.calls.some((call) => call.path === `/api/admin/backups/${DAILY[1].name}`)).toBe(true);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), DAILY[1].name));
  });

  it('shows a German error when the list cannot be loaded', async () => {
    renderWithApi(<StoredBackups />, createFakeServer({ [LIST]: { status: 500, text: '' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Sicherungen konnten nicht geladen werden.',
    );
  });

  it('writes sizes the German way', () => {
    expect([
      fileSize(1),
      fileSize(999),
      fileSize(1500),
      fileSize(2_500_000),
      fileSize(3_210_000_000),
    ]).toEqual(['1 Byte', '999 Bytes', '1,5 kB', '2,5 MB', '3,2 GB']);
  });
});
