import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ProviderPhoto, PublicProvider } from '@event-kompass/shared-types';
import sharp from 'sharp';
import { makePhoto, uploadPhoto as upload } from './support/photo-uploads';
import { registerUser, type TestUser } from './support/fixtures';
import { addProvider, setOwner } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`listing photos (${ENGINE})`, () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let providerId: number;
  let uploads: string;

  const files = () => readdirSync(uploads).filter((name) => !name.startsWith('.'));
  const rows = async () =>
    Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM provider_photos'))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    uploads = join(t.config.dataDir, 'uploads');
    owner = await registerUser(t);
    stranger = await registerUser(t);
    providerId = (await addProvider(t, { firmenname: 'Fotogalerie Test' })).id;
    await setOwner(t, providerId, owner.id);
  });
  afterAll(async () => {
    await t.close();
  });

  let first: ProviderPhoto;
  let second: ProviderPhoto;

  it('stores a JPEG as two WebP sizes without metadata and serves them for a year', async () => {
    const response = await upload(t, owner.token, providerId, await makePhoto('jpeg'), {
      alt: 'Brautpaar am See',
    });
    expect(response.status).toBe(201);
    first = response.body!;
    expect(first).toMatchObject({ alt: 'Brautpaar am See', breite: 1600, hoehe: 1067 });
    expect(first.url).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    expect(first.url_klein).toMatch(/^\/uploads\/[0-9a-f]{24}-480\.webp$/);

    const large = await fetch(`${t.baseUrl}${first.url}`);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The first photo is the page's og:image: previews on other origins may load it.
    expect(large.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await large.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Geheimer Name'))).toBe(false);
    const small = await sharp(
      Buffer.from(await (await fetch(`${t.baseUrl}${first.url_klein}`)).arrayBuffer()),
    ).metadata();
    expect([small.width, small.height]).toEqual([480, 320]);
  });

  it('takes PNG and WebP too, judged by their bytes', async () => {
    const png = await upload(t, owner.token, providerId, await makePhoto('png', 800, 600), {
      fileName: 'foto.webp',
      type: 'image/webp',
    });
    expect(png.status).toBe(201);
    second = png.body!;
    const webp = await upload(t, owner.token, providerId, await makePhoto('webp', 300, 300), {
      fileName: 'x',
    });
    expect(webp.status).toBe(201);
    expect(webp.body).toMatchObject({ breite: 300, hoehe: 300 });
  });

  it('shows the photos in order on the public page and the lists (first on the cards)', async () => {
    t.catalogChanged();
    const detail = await t.http<PublicProvider>('GET', `/api/providers/${providerId}`);
    expect(detail.body.fotos.map((photo) => photo.id).slice(0, 2)).toEqual([first.id, second.id]);
    const search = await t.http<PublicProvider[]>('GET', '/api/search?q=fotogalerie');
    expect(search.body[0].fotos[0]).toEqual(first);
  });

  it('reorders, describes and deletes; the files of a deleted photo go', async () => {
    const own = await t.http<ProviderPhoto[]>('GET', `/api/profile/provider/${providerId}/photos`, {
      token: owner.token,
    });
    const ids = own.body.map((photo) => photo.id);
    const reversed = [...ids].reverse();
    const ordered = await t.http<ProviderPhoto[]>('PUT', `/api/profile/provider/${providerId}/photos/order`, {
      token: owner.token,
      body: { ids: reversed },
    });
    expect(ordered.body.map((photo) => photo.id)).toEqual(reversed);
    const search = await t.http<PublicProvider[]>('GET', '/api/search?q=fotogalerie');
    expect(search.body[0].fotos.map((photo) => photo.id)).toEqual(reversed);

    const partial = await t.http('PUT', `/api/profile/provider/${providerId}/photos/order`, {
      token: owner.token,
      body: { ids: reversed.slice(1) },
    });
    expect([partial.status, partial.body]).toEqual([
      400,
      { msg: 'Die Reihenfolge muss jedes Foto des Eintrags genau einmal nennen.' },
    ]);

    const described = await t.http<ProviderPhoto>(
      'PUT',
      `/api/profile/provider/${providerId}/photos/${second.id}`,
      {
        token: owner.token,
        body: { alt: 'Fotobox im Garten' },
      },
    );
    expect(described.body.alt).toBe('Fotobox im Garten');

    const before = files().length;
    const removed = await t.http('DELETE', `/api/profile/provider/${providerId}/photos/${first.id}`, {
      token: owner.token,
    });
    expect([removed.status, removed.body]).toEqual([200, { msg: 'Das Foto wurde gelöscht.' }]);
    expect(files()).toHaveLength(before - 2);
    expect((await fetch(`${t.baseUrl}${first.url}`)).status).toBe(404);
    const positions = await t.dataSource.query(
      'SELECT position FROM provider_photos WHERE provider_id = ? ORDER BY position',
      [providerId],
    );
    expect(positions.map((row: { position: number }) => Number(row.position))).toEqual([0, 1]);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Buffer.from('Das ist kein Bild, nur Text.'),
      415,
      'Bitte laden Sie ein Foto im Format JPEG, PNG oder WebP hoch.',
    ],
    [
      'a truncated JPEG',
      async () => (await makePhoto('jpeg', 400, 300)).subarray(0, 200),
      415,
      'Bitte laden Sie ein Foto im Format JPEG, PNG oder WebP hoch.',
    ],
    [
      'a decompression bomb (a small PNG of 12 000 × 12 000 pixels)',
      () =>
        sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#ffffff' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      400,
      'Das Foto hat zu viele Bildpunkte (höchstens 40 Megapixel).',
    ],
    [
      'a 50 MB upload',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(50 * 1024 * 1024)]),
      413,
      'Das Foto ist zu groß (höchstens 10 MB).',
    ],
  ])('refuses %s and writes nothing', async (_name, make, status, msg) => {
    const [beforeFiles, beforeRows] = [files().length, await rows()];
    const response = await upload(t, owner.token, providerId, await make());
    expect([response.status, response.body]).toEqual([status, { msg }]);
    expect([files().length, await rows()]).toEqual([beforeFiles, beforeRows]);
  });

  it('refuses a request without the file field', async () => {
    const response = await upload(t, owner.token, providerId, await makePhoto('jpeg', 200, 200), {
      field: 'bild',
    });
    expect([response.status, response.body]).toEqual([
      400,
      { msg: 'Bitte wählen Sie ein Foto aus (Feld „foto“).' },
    ]);
  });

  it('takes 8 photos per listing and refuses the 9th', async () => {
    const listing = (await addProvider(t)).id;
    await setOwner(t, listing, owner.id);
    const photo = await makePhoto('jpeg', 320, 200);
    for (let i = 0; i < 8; i++) expect((await upload(t, owner.token, listing, photo)).status).toBe(201);
    const [beforeFiles, beforeRows] = [files().length, await rows()];
    const ninth = await upload(t, owner.token, listing, await makePhoto('png', 100, 100));
    expect([ninth.status, ninth.body]).toEqual([
      409,
      { msg: 'Ein Eintrag kann höchstens 8 Fotos haben. Löschen Sie zuerst ein Foto.' },
    ]);
    expect([files().length, await rows()]).toEqual([beforeFiles, beforeRows]);
  });

  it('answers 404 for another’s listing or photo and writes nothing', async () => {
    const [beforeFiles, beforeRows] = [files().length, await rows()];
    const foreign = await upload(t, stranger.token, providerId, await makePhoto('jpeg', 200, 200));
    expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
    const other = (await addProvider(t)).id;
    await setOwner(t, other, stranger.id);
    const wrongListing = await t.http('DELETE', `/api/profile/provider/${other}/photos/${second.id}`, {
      token: stranger.token,
    });
    expect([wrongListing.status, wrongListing.body]).toEqual([404, { msg: 'Foto nicht gefunden.' }]);
    expect([files().length, await rows()]).toEqual([beforeFiles, beforeRows]);
    expect((await fetch(`${t.baseUrl}/uploads/..%2F..%2Fevent-kompass.sqlite`)).status).toBe(404);
  });

  it('removes the files with their listing', async () => {
    const listing = (await addProvider(t)).id;
    await setOwner(t, listing, owner.id);
    const photo = (await upload(t, owner.token, listing, await makePhoto('jpeg', 640, 480))).body!;
    const admin = await import('./support/fixtures').then((m) => m.createAdmin(t));
    const before = files().length;
    const deleted = await t.http('DELETE', `/api/admin/providers/${listing}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(files()).toHaveLength(before - 2);
    expect((await fetch(`${t.baseUrl}${photo.url}`)).status).toBe(404);
  });
});
