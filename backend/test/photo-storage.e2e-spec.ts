import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';

import { photoStores } from './support/photo-stores';

/** Both photo stores against the real thing: a folder, and an S3 API server on loopback (s3rver). */

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const S3_PORT = 4610;

describe('photo storage', () => {
  let dir: string;
  let server: S3rver;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ek-photo-store-'));
    server = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
    await server.run();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stores = photoStores(() => ({ dir, s3Port: S3_PORT }));

  it.each(stores)('%s: prepares twice, writes, reads, deletes', async (_name, make) => {
    const store = make();
    await store.prepare();
    await store.prepare();
    await store.put('0123456789abcdef01234567-1600.webp', Buffer.from('Bilddaten äöü'));
    const file = await store.get('0123456789abcdef01234567-1600.webp');
    expect(file?.size).toBe(Buffer.byteLength('Bilddaten äöü'));
    expect(await read(file!.stream)).toBe('Bilddaten äöü');
    const listed = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed.map((entry) => entry.name)).toEqual(['0123456789abcdef01234567-1600.webp']);
    expect(Math.abs(listed[0].modified.getTime() - Date.now())).toBeLessThan(60_000);
    await store.delete('0123456789abcdef01234567-1600.webp');
    expect(await store.get('0123456789abcdef01234567-1600.webp')).toBeNull();
    // Deleting what is gone is no error (a second instance may have been first).
    await store.delete('0123456789abcdef01234567-1600.webp');
  });
});
