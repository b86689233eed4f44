import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { StoredBackup } from '@event-kompass/shared-types';
import S3rver from 's3rver';
import { BackupArchiveService } from '../src/modules/backup/archive/backup-archive.service';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { PhotoStorage } from '../src/modules/photo';
import { expectSameAsExported, fillEveryTable, restoreWithClient } from './support/backup-helpers';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { createSharedDatabase } from './support/shared-db';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { requestRenewal } from './support/billing-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 03:00 in Berlin (winter time) on Thursday, 2026-12-31. */
const LAST = new Date('2026-12-31T02:00:00Z');

/** Photo files as the photo module names them, and what must stay out of the archive. */
const PHOTOS: Record<string, Buffer> = {
  '0123456789abcdef01234567-1600.webp': Buffer.from('RIFF groß'.repeat(100)),
  '0123456789abcdef01234567-480.webp': Buffer.alloc(512, 7),
  'fedcba9876543210fedcba98-1600.webp': Buffer.from('x'),
  // Invoice PDFs live beside the photos and are kept 8 years: they belong in the archive too.
  'rechnung-RE-2026-00001.pdf': Buffer.from('%PDF-1.3 Rechnung'),
};
const NOT_PHOTOS = ['.0123456789abcdef01234567-1600.webp.4711.tmp', 'notiz.txt'];

async function download(t: TestApp, token: string, name: string) {
  const response = await fetch(`${t.baseUrl}/api/admin/backups/${name}`, {
    headers: { 'x-auth-token': token },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function backupDir(t: TestApp): string {
  return join(t.config.dataDir, 'backups');
}

function runBackup(t: TestApp, now: Date) {
  return t.app.get(ScheduledJobsService).runBackup({ now });
}

describe(`scheduled backups (${ENGINE})`, () => {
  describe('the newest backup', () => {
    let source: TestApp;
    let admin: TestUser;
    let list: StoredBackup[];

    beforeAll(async () => {
      source = await startTestApp({ SEED_DEMO: 'true' });
      admin = await createAdmin(source);
      await fillEveryTable(source);
      const uploads = join(source.config.dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      for (const [name, bytes] of Object.entries(PHOTOS)) writeFileSync(join(uploads, name), bytes);
      for (const name of NOT_PHOTOS) writeFileSync(join(uploads, name), 'kein Foto');
      // An older one, to see that the list puts the newest first.
      expect(await runBackup(source, new Date(LAST.getTime() - DAY_MS))).toEqual({
        job: 'backup',
        ran: true,
        effects: 2,
      });
      expect(await runBackup(source, LAST)).toEqual({ job: 'backup', ran: true, effects: 2 });
      const response = await source.http<StoredBackup[]>('GET', '/api/admin/backups', { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      list = response.body;
    });
    afterAll(async () => {
      await source?.close();
    });

    it('lists the files newest first, each owner-only, with time and size', () => {
      expect(list.map((backup) => [backup.name, backup.erstellt_am])).toEqual([
        ['eventkompass-backup-2026-12-31T02-00-00Z.sql', '2026-12-31T02:00:00.000Z'],
        ['eventkompass-backup-2026-12-31T02-00-00Z-uploads.tar.gz', '2026-12-31T02:00:00.000Z'],
        ['eventkompass-backup-2026-12-30T02-00-00Z.sql', '2026-12-30T02:00:00.000Z'],
        ['eventkompass-backup-2026-12-30T02-00-00Z-uploads.tar.gz', '2026-12-30T02:00:00.000Z'],
      ]);
      for (const backup of list) {
        const info = statSync(join(backupDir(source), backup.name));
        expect([backup.name, info.mode & 0o777, backup.bytes]).toEqual([backup.name, 0o600, info.size]);
      }
      expect(statSync(backupDir(source)).mode & 0o777).toBe(0o700);
    });

    it(`restores into an empty ${ENGINE} database with ${ENGINE === 'mysql' ? 'mariadb' : 'sqlite3'}, every table as in the source`, async () => {
      const sql = await download(source, admin.token, list[0].name);
      expect(sql.status).toBe(200);
      expect(sql.headers.get('content-disposition')).toBe(`attachment; filename="${list[0].name}"`);
      expect(sql.headers.get('cache-control')).toBe('no-store');
      const text = sql.bytes.toString('utf8');
      expect(text).toContain('-- Erstellt: 2026-12-31T02:00:00.000Z');

      const target = await createSharedDatabase(ENGINE);
      try {
        // Migrated by one start of the app, as the README says; then only the client.
        await (await startTestApp(target.env)).close();
        restoreWithClient(target, text);
        const restored = await startTestApp(target.env);
        try {
          // The backup is taken while its own run is under way, so it holds that run unfinished.
          await source.dataSource.query('UPDATE job_runs SET finished_at = NULL WHERE run_key = ?', [
            'backup:2026-12-31',
          ]);
          await expectSameAsExported(restored, source);
          const login = await restored.http('POST', '/api/auth/login', {
            headers: { 'x-forwarded-for': '10.78.0.1' },
            body: { email: admin.email, passwort: admin.password },
          });
          expect(login.status).toBe(200);
        } finally {
          await restored.close();
        }
      } finally {
        await target.drop();
      }
    });

    it('holds exactly the photo files in the .tar.gz, which tar unpacks', async () => {
      const archive = await download(source, admin.token, list[1].name);
      expect([archive.status, archive.headers.get('content-type')]).toEqual([200, 'application/gzip']);
      const dir = mkdtempSync(join(tmpdir(), 'ek-untar-'));
      try {
        writeFileSync(join(dir, 'fotos.tar.gz'), archive.bytes);
        mkdirSync(join(dir, 'out'));
        const run = spawnSync('tar', ['-xzf', join(dir, 'fotos.tar.gz'), '-C', join(dir, 'out')], {
          encoding: 'utf8',
        });
        expect([run.status, run.stderr]).toEqual([0, '']);
        // Ours and the demo listings' photos; no temporary file, no stranger.
        const uploads = join(source.config.dataDir, 'uploads');
        const photos = readdirSync(uploads).filter((name) => !NOT_PHOTOS.includes(name));
        expect(photos).toEqual(expect.arrayContaining(Object.keys(PHOTOS)));
        expect(readdirSync(join(dir, 'out')).sort()).toEqual(photos.sort());
        for (const name of photos) {
          expect([
            name,
            readFileSync(join(dir, 'out', name)).equals(readFileSync(join(uploads, name))),
          ]).toEqual([name, true]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it.each([
      ['a path out of the folder', '..%2F..%2Fevent-kompass.sqlite', 400],
      ['a path to the database file', '..%2Fevent-kompass.sqlite', 400],
      ['a way down and up again', 'backups%2F..%2F..%2Fjwt-secret', 400],
      ['a NUL byte', 'eventkompass-backup-2026-12-31T02-00-00Z.sql%00.txt', 400],
      ['a suffix after a valid name', 'eventkompass-backup-2026-12-31T02-00-00Z.sql.partial', 400],
      ['a copy taken before an import', 'eventkompass-backup-2026-12-31T02-00-00-000Z-vor-import.sql', 400],
      ['a backslash path', '..%5C..%5Cevent-kompass.sqlite', 400],
      ['a valid name of no backup', 'eventkompass-backup-2020-01-01T00-00-00Z.sql', 404],
    ])('refuses to download %s', async (_kind, name, status) => {
      const response = await source.http<{ msg: string }>('GET', `/api/admin/backups/${name}`, {
        token: admin.token,
      });
      expect(response.status).toBe(status);
      expect(response.body.msg).toBe(
        status === 400 ? 'Ungültiger Name einer Sicherung.' : 'Diese Sicherung gibt es nicht (mehr).',
      );
    });

    it('is for admins only', async () => {
      const user = await registerUser(source);
      expect((await download(source, user.token, list[0].name)).status).toBe(403);
      expect((await fetch(`${source.baseUrl}/api/admin/backups/${list[0].name}`)).status).toBe(401);
      expect((await source.http('POST', '/api/admin/backups', { token: user.token })).status).toBe(403);
    });

    it('makes one now with POST and answers the new files (201)', async () => {
      const before = Date.now();
      const response = await source.http<StoredBackup[]>('POST', '/api/admin/backups', {
        token: admin.token,
      });
      expect(response.status).toBe(201);
      expect(response.body.map((backup) => backup.name)).toEqual([
        expect.stringMatching(/^eventkompass-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-manuell\.sql$/),
        expect.stringMatching(
          /^eventkompass-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-manuell-uploads\.tar\.gz$/,
        ),
      ]);
      expect(Date.parse(response.body[0].erstellt_am)).toBeGreaterThanOrEqual(before - 1000);
      const listed = await source.http<StoredBackup[]>('GET', '/api/admin/backups', { token: admin.token });
      const names = response.body.map((backup) => backup.name);
      expect(listed.body.filter((backup) => names.includes(backup.name))).toEqual(response.body);
      for (const backup of response.body) {
        const file = await download(source, admin.token, backup.name);
        expect([file.status, file.bytes.length]).toEqual([200, backup.bytes]);
      }
    });
  });

  it('runs once per Berlin day across instances sharing the database', async () => {
    // On MySQL two app instances on one database; SQLite serves one instance, so there two
    // runners share the app (two SQLite connections in one process would block each other).
    const shared = await createSharedDatabase(ENGINE);
    const first = await startTestApp(shared.env);
    const second = ENGINE === 'mysql' ? await startTestApp(shared.env) : first;
    try {
      const results = await Promise.all([runBackup(first, LAST), runBackup(second, LAST)]);
      expect(results.map((result) => result.ran).sort()).toEqual([false, true]);
      const winner = results[0].ran ? first : second;
      const loser = winner === first ? second : first;
      expect(readdirSync(backupDir(winner)).sort()).toEqual([
        'eventkompass-backup-2026-12-31T02-00-00Z-uploads.tar.gz',
        'eventkompass-backup-2026-12-31T02-00-00Z.sql',
      ]);
      if (loser !== winner) expect(readdirSync(loser.config.dataDir)).not.toContain('backups');
      // Later the same Berlin day (23:30 there): nobody again; just after midnight: the next day's.
      expect((await runBackup(loser, new Date('2026-12-31T22:30:00Z'))).ran).toBe(false);
      expect((await runBackup(winner, new Date('2026-12-31T22:30:00Z'))).ran).toBe(false);
      expect((await runBackup(loser, new Date('2026-12-31T23:30:00Z'))).ran).toBe(true);
      const keys: { run_key: string }[] = await first.dataSource.query(
        "SELECT run_key FROM job_runs WHERE job_name = 'backup' ORDER BY run_key",
      );
      expect(keys.map((row) => row.run_key)).toEqual(['backup:2026-12-31', 'backup:2027-01-01']);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await shared.drop();
    }
  });

  describe('rotation', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps 7 daily and 4 weekly backups after 60 days, and leaves other files alone', async () => {
      mkdirSync(backupDir(t), { recursive: true });
      const others = ['eventkompass-backup-2026-10-01T10-00-00-000Z-vor-import.sql', 'notiz.txt'];
      for (const name of others) writeFileSync(join(backupDir(t), name), 'bleibt');
      for (let day = 59; day >= 0; day--) {
        expect((await runBackup(t, new Date(LAST.getTime() - day * DAY_MS))).ran).toBe(true);
      }
      const kept = readdirSync(backupDir(t))
        .filter((name) => name.endsWith('.sql') && !others.includes(name))
        .sort()
        .reverse();
      expect(kept).toEqual(
        ['31', '30', '29', '28', '27', '26', '25', '20', '13'].map(
          (day) => `eventkompass-backup-2026-12-${day}T02-00-00Z.sql`,
        ),
      );
      expect(readdirSync(backupDir(t)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(9);
      for (const name of others) expect(readFileSync(join(backupDir(t), name), 'utf8')).toBe('bleibt');
    });

    it('keeps the newest 5 made by hand besides, and they do not displace the day’s scheduled one', async () => {
      const archive = t.app.get(BackupArchiveService);
      for (let hour = 8; hour <= 14; hour++) {
        await archive.create('manual', new Date(`2026-12-31T${String(hour).padStart(2, '0')}:00:00Z`));
      }
      const sql = readdirSync(backupDir(t)).filter((name) => name.endsWith('.sql'));
      expect(sql.filter((name) => name.includes('-manuell')).sort()).toEqual(
        ['10', '11', '12', '13', '14'].map(
          (hour) => `eventkompass-backup-2026-12-31T${hour}-00-00Z-manuell.sql`,
        ),
      );
      expect(sql).toContain('eventkompass-backup-2026-12-31T02-00-00Z.sql');
      expect(sql.filter((name) => !name.includes('-manuell') && !name.includes('vor-import'))).toHaveLength(
        9,
      );
    });
  });

  it('schedules the backup only when BACKUP_KEEP is not 0', async () => {
    const on = await startTestApp({ BACKGROUND_WORK: 'true', BACKUP_SCHEDULE: '0 4 * * *' });
    const off = await startTestApp({ BACKGROUND_WORK: 'true', BACKUP_KEEP: '0' });
    try {
      const cron = (t: TestApp) => t.app.get(SchedulerRegistry).getCronJobs();
      expect(cron(on).get('backup')?.cronTime.source).toBe('0 4 * * *');
      expect(cron(on).get('backup')?.cronTime.timeZone).toBe('Europe/Berlin');
      expect(cron(off).has('backup')).toBe(false);
      expect(cron(off).has('daily-jobs')).toBe(true);
      // "Jetzt sichern" still works, and nothing is rotated away.
      const admin = await createAdmin(off);
      for (let i = 0; i < 2; i++) {
        const made = await off.http('POST', '/api/admin/backups', { token: admin.token });
        expect(made.status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      expect(readdirSync(backupDir(off)).filter((name) => name.endsWith('.sql'))).toHaveLength(2);
    } finally {
      await on.close();
      await off.close();
    }
  });

  it('keeps the SQL file and the invoice PDFs in the bucket, and no photo archive, when the photos live in S3', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ek-s3-backup-'));
    const server = new S3rver({ port: 4617, address: '127.0.0.1', silent: true, directory: dir });
    await server.run();
    const shared = await createSharedDatabase(ENGINE);
    const env = { ...shared.env, S3_URL: 'http://S3RVER:S3RVER@127.0.0.1:4617/ek-fotos' };
    const t = await startTestApp(env);
    // Another instance on another machine: it sees the same backups.
    const other = ENGINE === 'mysql' ? await startTestApp(env) : t;
    try {
      expect(await runBackup(t, new Date(LAST.getTime() - DAY_MS))).toEqual({
        job: 'backup',
        ran: true,
        effects: 1,
      });
      expect(await runBackup(t, LAST)).toEqual({ job: 'backup', ran: true, effects: 1 });
      expect(readdirSync(t.config.dataDir)).not.toContain('backups');
      expect(readdirSync(join(t.config.dataDir, 'backup-tmp'))).toEqual([]);
      const admin = await createAdmin(other);
      const listed = await other.http<StoredBackup[]>('GET', '/api/admin/backups', { token: admin.token });
      expect(listed.body.map((backup) => backup.name)).toEqual([
        'eventkompass-backup-2026-12-31T02-00-00Z.sql',
        'eventkompass-backup-2026-12-30T02-00-00Z.sql',
      ]);
      const file = await download(other, admin.token, listed.body[0].name);
      expect([file.status, file.bytes.length]).toEqual([200, listed.body[0].bytes]);
      expect(file.bytes.toString('utf8')).toContain('-- Erstellt: 2026-12-31T02:00:00.000Z');
      expect(
        (await download(other, admin.token, 'eventkompass-backup-2020-01-01T00-00-00Z.sql')).status,
      ).toBe(404);
      // The rotation deletes in the bucket too.
      for (let day = 1; day <= 40; day++) await runBackup(t, new Date(LAST.getTime() + day * DAY_MS));
      const after = await other.http<StoredBackup[]>('GET', '/api/admin/backups', { token: admin.token });
      // 3.–9. February, and the Sundays of the two weeks before (7 + 2).
      expect(after.body).toHaveLength(9);
      expect(after.body[0].name).toBe('eventkompass-backup-2027-02-09T02-00-00Z.sql');
      // The photos share the bucket and are untouched by it.
      expect((await other.http('GET', '/uploads/0123456789abcdef01234567-1600.webp')).status).toBe(404);

      // The invoice PDFs live in the bucket beside the photos, not on this machine's disk: the
      // bucket is where they are kept (8 years), as the photo archive holds them when local.
      const provider = await addProvider(t);
      const { rechnung } = await requestRenewal(t, provider);
      const pdfName = `rechnung-${rechnung.nummer}.pdf`;
      const link = new URL(rechnung.pdf_url);
      // The download waits for the PDF the renewal stores after its commit.
      expect((await fetch(`${t.baseUrl}${link.pathname}${link.search}`)).status).toBe(200);
      const inBucket: string[] = [];
      for await (const entry of other.app.get(PhotoStorage).list()) inBucket.push(entry.name);
      expect(inBucket).toContain(pdfName);
      expect(existsSync(join(t.config.dataDir, 'uploads', pdfName))).toBe(false);
    } finally {
      if (other !== t) await other.close();
      await t.close();
      await shared.drop();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
