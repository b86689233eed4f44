import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupPreview } from '@event-kompass/shared-types';
import S3rver from 's3rver';
import { photoStores } from '../support/photo-stores';
import { checksum, exportSql, importSql, previewSql } from '../support/backup-helpers';
import { createAdmin, registerUser, type TestUser } from '../support/fixtures';
import { addProvider, setOwner } from '../support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 23, hole 3: a crafted backup row in `provider_photos` named `../canary.txt`, and a later
 * photo deletion removed that file outside `DATA_DIR/uploads`. Three layers hold now: the import
 * takes only the app's own file names, the storage never leaves its folder, and the preview says
 * who would become admin or owner of a listing.
 */
describe(`restored photo files stay inside the uploads folder (${ENGINE})`, () => {
  const CANARY = 'Kanarienvogel: wer mich löscht, hat das Upload-Verzeichnis verlassen.';
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let providerId: number;
  let canary: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
    owner = await registerUser(t, { vorname: 'Olga', nachname: 'Owner' });
    providerId = (await addProvider(t, { firmenname: 'Kanarien-Fotos' })).id;
    await setOwner(t, providerId, owner.id);
    // DATA_DIR/uploads/../canary.txt
    canary = join(t.config.dataDir, 'canary.txt');
    writeFileSync(canary, CANARY);
  });
  afterAll(async () => {
    await t.close();
  });

  const canarySurvived = () => existsSync(canary) && readFileSync(canary, 'utf8') === CANARY;

  const photoRow = (id: number, datei: string, klein: string) =>
    `INSERT INTO provider_photos (id, provider_id, position, datei, datei_klein, breite, hoehe, alt, erstellt_am) ` +
    `VALUES (${id}, ${providerId}, 0, '${datei}', '${klein}', 10, 10, '', '2026-01-01 00:00:00.000');\n`;
  const valid = (size: 1600 | 480) => `${'c'.repeat(24)}-${size}.webp`;

  it('keeps the canary when a row that names it is deleted by its owner or with its listing', async () => {
    // A row as the import wrote it before the fix (or as anyone with database access could).
    const insert = async (listing: number, datei: string, klein: string) => {
      await t.dataSource.query(
        `INSERT INTO provider_photos (provider_id, position, datei, datei_klein, breite, hoehe, alt, erstellt_am)
          VALUES (?, 0, ?, ?, 10, 10, '', ?)`,
        [listing, datei, klein, '2026-01-01 00:00:00.000'],
      );
      const [row] = await t.dataSource.query<{ id: number }[]>(
        'SELECT MAX(id) AS id FROM provider_photos WHERE provider_id = ?',
        [listing],
      );
      return Number(row.id);
    };
    const photoId = await insert(providerId, '../canary.txt', '../canary.txt');
    const removed = await t.http('DELETE', `/api/profile/provider/${providerId}/photos/${photoId}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(canarySurvived()).toBe(true);

    const doomed = (await addProvider(t)).id;
    await insert(doomed, valid(1600), '../canary.txt');
    expect((await t.http('DELETE', `/api/admin/providers/${doomed}`, { token: admin.token })).status).toBe(
      200,
    );
    expect(canarySurvived()).toBe(true);
  });

  it.each([
    ['../canary.txt', valid(480)],
    [valid(1600), '../canary.txt'],
    ['/etc/passwd', valid(480)],
    [`${'c'.repeat(24)}-1600.webp/../../canary.txt`, valid(480)],
    ['..\\canary.txt', valid(480)],
    ['.', valid(480)],
    ['canary.txt', valid(480)],
  ])(
    'refuses a backup whose photo row names %s / %s, in the preview and the import',
    async (datei, klein) => {
      const before = await checksum(t, admin.token);
      const { text } = await exportSql(t, admin.token);
      const crafted = `${text}\n${photoRow(900, datei, klein)}`;
      const line = crafted.split('\n').length - 1;
      for (const answer of [
        await previewSql(t, admin.token, crafted),
        await importSql(t, admin.token, crafted),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.msg).toMatch(new RegExp(`^Zeile ${line}: .*provider_photos\\.datei`));
        expect(answer.msg).toMatch(/Es wurde nichts geändert\.$/);
      }
      expect(await checksum(t, admin.token)).toBe(before);
      expect(canarySurvived()).toBe(true);
    },
  );

  describe('the storage itself', () => {
    let dir: string;
    let s3: S3rver;
    let s3Port: number;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ek-store-escape-'));
      s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
      s3Port = ((await s3.run()) as { port: number }).port;
    });
    afterAll(async () => {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const stores = photoStores(() => ({ dir, s3Port: s3Port }));

    it.each(stores)('%s: refuses to read, write or delete a path that leaves it', async (_name, make) => {
      const store = make();
      await store.prepare();
      const outside = join(dir, 'canary.txt');
      writeFileSync(outside, CANARY);
      for (const name of ['../canary.txt', '..', '.', '', 'a/b.webp', '..\\canary.txt', '/etc/passwd']) {
        await expect(store.delete(name)).rejects.toThrow(/verlässt den Speicher/);
        await expect(store.get(name)).rejects.toThrow(/verlässt den Speicher/);
        await expect(store.put(name, Buffer.from('x'))).rejects.toThrow(/verlässt den Speicher/);
      }
      expect(readFileSync(outside, 'utf8')).toBe(CANARY);
      // Its own names still work.
      await store.put(valid(480), Buffer.from('Bild'));
      expect((await store.get(valid(480)))?.size).toBe(4);
      await store.delete(valid(480));
    });
  });

  it('names in the preview who becomes or stops being admin and whose listings change hands', async () => {
    const byMail = await addProvider(t, { firmenname: 'Per Mail GmbH', email: 'per-mail@boese.example' });
    await addProvider(t, { firmenname: 'Unbestätigt GmbH', email: 'unbestaetigt@boese.example' });
    const before = await checksum(t, admin.token);
    const { text } = await exportSql(t, admin.token);
    const lines = text.split('\n');
    const eva =
      "INSERT INTO users (id, vorname, nachname, email, passwort_hash, ist_admin, erstellt_am) VALUES (990, 'Eva', 'Eindringling', 'eva@boese.example', 'x', 1, '2020-01-01 00:00:00.000');";
    // Mallory confirmed the listing's address (in the file), Nora did not: only Mallory runs one.
    const mallory =
      "INSERT INTO users (id, vorname, nachname, email, passwort_hash, ist_admin, erstellt_am, email_bestaetigt_am) VALUES (991, 'Mallory', 'Mail', 'Per-Mail@boese.example', 'x', 0, '2020-01-01 00:00:00.000', '2020-01-01 00:00:00.000');";
    const nora =
      "INSERT INTO users (id, vorname, nachname, email, passwort_hash, ist_admin, erstellt_am) VALUES (992, 'Nora', 'Neu', 'unbestaetigt@boese.example', 'x', 0, '2020-01-01 00:00:00.000');";
    const crafted = [
      // The current admin's row is left out (the admin rights go), Eva arrives as an admin.
      ...lines.filter(
        (line) => !(line.startsWith('INSERT INTO users ') && line.includes(`'${admin.email}'`)),
      ),
      eva,
      mallory,
      nora,
    ]
      .join('\n')
      // Eva takes the listing Olga owns.
      .replace(
        `INSERT INTO provider_owners (provider_id, user_id) VALUES (${providerId}, ${owner.id});`,
        `INSERT INTO provider_owners (provider_id, user_id) VALUES (${providerId}, 990);`,
      );
    const answer = await previewSql(t, admin.token, crafted);
    expect(answer.status).toBe(200);
    const preview = JSON.parse(answer.text) as BackupPreview;
    expect(preview.admin_wechsel).toEqual({
      neu: [{ email: 'eva@boese.example', vorname: 'Eva', nachname: 'Eindringling' }],
      entfernt: [{ email: admin.email, vorname: 'Admin', nachname: 'Event-Kompass' }],
    });
    expect(preview.besitzer_wechsel).toEqual([
      {
        anbieter_id: providerId,
        firmenname: 'Kanarien-Fotos',
        vorher: [owner.email],
        nachher: ['eva@boese.example'],
      },
      // Without a provider_owners row the account that confirmed the listing's address runs it.
      {
        anbieter_id: byMail.id,
        firmenname: 'Per Mail GmbH',
        vorher: [],
        nachher: ['Per-Mail@boese.example'],
      },
    ]);
    expect(await checksum(t, admin.token)).toBe(before);

    // The current data itself changes nothing.
    const same = JSON.parse((await previewSql(t, admin.token, text)).text) as BackupPreview;
    expect([same.admin_wechsel, same.besitzer_wechsel]).toEqual([{ neu: [], entfernt: [] }, []]);
  });
});
