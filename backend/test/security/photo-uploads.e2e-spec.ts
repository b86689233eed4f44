import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ProviderPhoto } from '@event-kompass/shared-types';
import { MAX_PHOTOS_PER_LISTING } from '@event-kompass/shared-types';
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
});
