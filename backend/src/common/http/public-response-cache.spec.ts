import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AppConfig } from '../../config/app-config';
import { PublicResponseCache } from './public-response-cache';

const config = {
  redisPrefix: 'ek-test',
  redisUrl: undefined,
  publicAnswerCache: true,
} as unknown as AppConfig;

/** A page-like text: long enough to be kept as brotli only, and varied enough not to shrink to nothing. */
const page = Array.from({ length: 400 }, (_, i) => `<li>Anbieter ${i} – Ort ${i * 7}</li>`).join('');

describe('PublicResponseCache', () => {
  it('keeps a larger answer as brotli only once asked for it, and still answers every encoding', () => {
    const cache = new PublicResponseCache(config);
    const stored = cache.store('/provider/6', cache.version, page, { 'content-type': 'text/html' });
    const entry = cache.lookup('/provider/6')!;
    expect(entry.etag).toBe(stored.etag);
    const br = cache.body(entry, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
    expect(entry.identity).toBeUndefined();
    // The few clients without brotli get the same text.
    expect(cache.body(entry, 'identity').body.toString('utf8')).toBe(page);
    expect(gunzipSync(cache.body(entry, 'gzip').body).toString('utf8')).toBe(page);
    expect(cache.lookup('/provider/6')?.etag).toBe(stored.etag);
  });

  it('keeps a small answer as it is', () => {
    const cache = new PublicResponseCache(config);
    const json = JSON.stringify({ id: 6, firmenname: 'DJ Müller Events', beschreibung: 'x'.repeat(1500) });
    cache.store('/api/providers/6', cache.version, json);
    const entry = cache.lookup('/api/providers/6')!;
    cache.body(entry, 'br');
    expect(entry.identity?.toString('utf8')).toBe(json);
  });
});
