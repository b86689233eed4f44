import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProviderPhoto } from '@event-kompass/shared-types';
import { MAX_PHOTOS_PER_LISTING } from '@event-kompass/shared-types';
import S3rver from 's3rver';
import { ScheduledJobsService } from '../../src/modules/jobs/scheduled-jobs.service';
import { registerUser, type TestUser } from '../support/fixtures';
import { makePhoto, uploadPhoto } from '../support/photo-uploads';
import { addProvider, setOwner } from '../support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/** Issue 23, the low holes of photo uploads: the limit under concurrency and the `alt` field. */
describe(`photo uploads hold their rules (${ENGINE})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let uploads: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerUser(t);
    uploads = join(t.config.dataDir, 'uploads');
  });
  afterAll(async () => {
    await t.close();
  });

  const photoRows = async (providerId: number) =>
    Number(
      (
        await t.dataSource.query('SELECT COUNT(*) AS n FROM provider_photos WHERE provider_id = ?', [
          providerId,
        ])
      )[0].n,
    );

  it('stores at most 8 photos when 16 uploads arrive at once', async () => {
    const listing = (await addProvider(t)).id;
    await setOwner(t, listing, owner.id);
    // Sixteen different pictures, so every upload has files of its own.
    const photos = await Promise.all(Array.from({ length: 16 }, (_, i) => makePhoto('jpeg', 200 + i, 120)));
    const answers = await Promise.all(photos.map((bytes) => uploadPhoto(t, owner.token, listing, bytes)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PHOTOS_PER_LISTING);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(16 - MAX_PHOTOS_PER_LISTING).fill(409));
    expect(await photoRows(listing)).toBe(MAX_PHOTOS_PER_LISTING);
    // The refused uploads leave no files behind: two per stored photo, nothing half-written.
    expect(readdirSync(uploads).sort()).toEqual(
      answers
        .filter((answer) => answer.status === 201)
        .flatMap((answer) =>
          [answer.body!.url, answer.body!.url_klein].map((url) => url.replace('/uploads/', '')),
        )
        .sort(),
    );
    const positions = await t.dataSource.query<{ position: number }[]>(
      'SELECT position FROM provider_photos WHERE provider_id = ? ORDER BY position',
      [listing],
    );
    expect(positions.map((row) => Number(row.position))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('checks the alt field of an upload as the PUT that edits it does, and writes nothing', async () => {
    const listing = (await addProvider(t)).id;
    await setOwner(t, listing, owner.id);
    const photo = await makePhoto('jpeg', 300, 200);
    const stored = (await uploadPhoto(t, owner.token, listing, photo, { alt: '  Bühne am Abend  ' })).body!;
    expect(stored.alt).toBe('Bühne am Abend');
    const filesBefore = readdirSync(uploads).length;
    for (const alt of ['x'.repeat(201), 'Zeile\u0000Null', 'Glocke\u0007']) {
      const edit = await t.http<{ msg: string }>(
        'PUT',
        `/api/profile/provider/${listing}/photos/${stored.id}`,
        {
          token: owner.token,
          body: { alt },
        },
      );
      expect(edit.status).toBe(400);
      const upload = await uploadPhoto(t, owner.token, listing, await makePhoto('png', 90, 90), { alt });
      expect([upload.status, upload.body]).toEqual([400, { msg: edit.body.msg }]);
    }
    expect(await photoRows(listing)).toBe(1);
    expect(readdirSync(uploads)).toHaveLength(filesBefore);
    // Blank stays allowed, as in the PUT.
    const blank = await uploadPhoto(t, owner.token, listing, await makePhoto('png', 80, 80), { alt: '   ' });
    expect([blank.status, (blank.body as ProviderPhoto).alt]).toEqual([201, '']);
  });

  describe('with the photos in an S3 bucket that goes down', () => {
    let s3: S3rver;
    let s3Dir: string;
    let onS3: TestApp;

    beforeAll(async () => {
      s3Dir = mkdtempSync(join(tmpdir(), 'ek-s3-down-'));
      s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
      const { port } = (await s3.run()) as { port: number };
      onS3 = await startTestApp({ S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/ek-fotos` });
    });
    afterAll(async () => {
      await onS3.close();
      rmSync(s3Dir, { recursive: true, force: true });
    });

    it('answers /uploads/… and an upload with a German 503, not Fastify’s raw error', async () => {
      const user = await registerUser(onS3);
      const listing = (await addProvider(onS3)).id;
      await setOwner(onS3, listing, user.id);
      const photo = (await uploadPhoto(onS3, user.token, listing, await makePhoto('jpeg', 320, 200))).body!;
      expect((await fetch(`${onS3.baseUrl}${photo.url}`)).status).toBe(200);

      await s3.close();
      const served = await fetch(`${onS3.baseUrl}${photo.url}`);
      expect(served.status).toBe(503);
      expect(served.headers.get('content-type')).toMatch(/^application\/json/);
      expect(served.headers.get('cache-control')).toBe('no-store');
      const message = {
        msg: 'Die Fotos sind vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
      };
      expect(await served.json()).toEqual(message);

      const upload = await uploadPhoto(onS3, user.token, listing, await makePhoto('png', 90, 90));
      expect([upload.status, upload.body]).toEqual([503, message]);
      const [{ n }] = await onS3.dataSource.query(
        'SELECT COUNT(*) AS n FROM provider_photos WHERE provider_id = ?',
        [listing],
      );
      expect(Number(n)).toBe(1);
    });
  });

  describe('what an upload cut off by a crash (kill -9) leaves behind', () => {
    const name = (letter: string) => `${letter.repeat(24)}-1600.webp`;
    const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
    /** Files as a crash leaves them: temporary and orphaned ones, old and young, and one not ours. */
    const leaveBehind = (dir: string) => {
      mkdirSync(dir, { recursive: true });
      const files = {
        oldTemporary: `.${name('d')}.4242.tmp`,
        oldOrphan: name('e'),
        youngTemporary: `.${name('f')}.4242.tmp`,
        youngOrphan: name('f'),
        notOurs: 'notiz.txt',
      };
      for (const file of Object.values(files)) writeFileSync(join(dir, file), 'Reste');
      for (const file of [files.oldTemporary, files.oldOrphan, files.notOurs]) {
        utimesSync(join(dir, file), anHourAgo(), anHourAgo());
      }
      return files;
    };

    it('the daily job removes old temporary and orphaned files, and keeps young ones and those a row names', async () => {
      const listing = (await addProvider(t)).id;
      await setOwner(t, listing, owner.id);
      const kept = (await uploadPhoto(t, owner.token, listing, await makePhoto('jpeg', 210, 140))).body!;
      const keptFiles = [kept.url, kept.url_klein].map((url) => url.replace('/uploads/', ''));
      for (const file of keptFiles) utimesSync(join(uploads, file), anHourAgo(), anHourAgo());
      const files = leaveBehind(uploads);

      const results = await t.app.get(ScheduledJobsService).runAll({ force: true });
      expect(results.find((result) => result.job === 'photo-files')).toEqual({
        job: 'photo-files',
        ran: true,
        effects: 2,
      });
      const left = readdirSync(uploads);
      expect(left).not.toContain(files.oldTemporary);
      expect(left).not.toContain(files.oldOrphan);
      expect(left).toEqual(
        expect.arrayContaining([...keptFiles, files.youngTemporary, files.youngOrphan, files.notOurs]),
      );
      expect((await fetch(`${t.baseUrl}${kept.url}`)).status).toBe(200);
    });

    it('the instance that does the background work sweeps at start', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ek-sweep-start-'));
      const files = leaveBehind(join(dataDir, 'uploads'));
      const started = await startTestApp({ DATA_DIR: dataDir, BACKGROUND_WORK: 'true' });
      try {
        const deadline = Date.now() + 10_000;
        while (readdirSync(join(dataDir, 'uploads')).includes(files.oldOrphan) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual(
          [files.youngTemporary, files.youngOrphan, files.notOurs].sort(),
        );
      } finally {
        await started.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
