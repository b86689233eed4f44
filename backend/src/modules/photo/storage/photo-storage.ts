import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { type S3Config, s3Request } from '../../../common/s3/s3-request';
import type { PhotoStorageConfig } from '../../../config/app-config';
import { PhotoStorageUnavailable } from '../photo.errors';

/** A stored photo file, ready to stream to a client. */
export interface StoredFile {
  stream: Readable;
  size: number | null;
}

/** A file as a listing of the storage shows it. */
export interface StoredEntry {
  name: string;
  modified: Date;
}

/** What `put` writes while a file is on its way (local folder only): `.<name>.<pid>.tmp`. */
export const isTemporaryName = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** A name that would leave the folder or bucket: a bug or a crafted row, never a photo. */
export class PhotoPathOutside extends Error {
  constructor(name: string) {
    super(`Der Dateiname „${name.slice(0, 80)}“ verlässt den Speicher der Fotos.`);
  }
}

/**
 * Every name the storage is handed is one path segment. Rows come from uploads but also from
 * restored backups, so the storage does not trust them (issue 23: `../canary.txt`).
 */
function plainName(name: string): string {
  if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) throw new PhotoPathOutside(name);
  return name;
}

/**
 * Where photo files live. Names are content hashes, so a file never changes once written and
 * every instance may cache it forever.
 */
export abstract class PhotoStorage {
  /** `contentType` matters to S3 only; photos are WebP, other files (invoice PDFs) say theirs. */
  abstract put(name: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** null when there is no such file. */
  abstract get(name: string): Promise<StoredFile | null>;
  abstract delete(name: string): Promise<void>;
  /** Every file, in no particular order (the sweep of orphans reads it). */
  abstract list(): AsyncIterable<StoredEntry>;
  /** Called once at start (create the folder or the bucket). */
  abstract prepare(): Promise<void>;
  abstract describe(): string;
}

/** Under DATA_DIR/uploads: one machine, or a shared volume. */
export class LocalPhotoStorage extends PhotoStorage {
  private readonly dir: string;

  constructor(dir: string) {
    super();
    this.dir = resolve(dir);
  }

  /** The file's path, checked twice: a plain name, and its resolved path directly in the folder. */
  private pathOf(name: string): string {
    const path = resolve(this.dir, plainName(name));
    if (dirname(path) !== this.dir) throw new PhotoPathOutside(name);
    return path;
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o750 });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const path = this.pathOf(name);
    const temporary = this.pathOf(`.${name}.${process.pid}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o640 });
    await rename(temporary, path);
  }

  async get(name: string): Promise<StoredFile | null> {
    const path = this.pathOf(name);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      try {
        yield { name: entry.name, modified: (await stat(this.pathOf(entry.name))).mtime };
      } catch {
        // Gone since the listing (renamed into place, or deleted by another instance).
      }
    }
  }

  describe(): string {
    return `lokal unter ${this.dir}`;
  }
}

/**
 * An S3-compatible bucket (MinIO, AWS, …): several app instances share the photos. Four requests
 * are all it needs, so no SDK (common/s3).
 */
export class S3PhotoStorage extends PhotoStorage {
  constructor(private readonly config: S3Config) {
    super();
  }

  async prepare(): Promise<void> {
    const response = await this.send('PUT', null);
    // 409: the bucket exists already (ours or shared); both are fine.
    if (!response.ok && response.status !== 409) {
      throw new Error(
        `S3-Bucket ${this.config.bucket} nicht verfügbar: ${response.status} ${await response.text()}`,
      );
    }
    await response.body?.cancel();
  }

  async put(name: string, bytes: Buffer, contentType = 'image/webp'): Promise<void> {
    const response = await this.send('PUT', name, bytes, { 'content-type': contentType });
    if (!response.ok) throw await unavailable(response, `S3 PUT ${name}`);
    await response.body?.cancel();
  }

  async get(name: string): Promise<StoredFile | null> {
    const response = await this.send('GET', name);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) throw await unavailable(response, `S3 GET ${name}`);
    const length = response.headers.get('content-length');
    return {
      stream: NodeReadable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      size: length === null ? null : Number(length),
    };
  }

  async delete(name: string): Promise<void> {
    const response = await this.send('DELETE', name);
    if (!response.ok && response.status !== 404) throw await unavailable(response, `S3 DELETE ${name}`);
    await response.body?.cancel();
  }

  /** ListObjectsV2, a thousand keys a page. */
  async *list(): AsyncIterable<StoredEntry> {
    let token: string | null = null;
    do {
      const query: Record<string, string> =
        token === null ? { 'list-type': '2' } : { 'list-type': '2', 'continuation-token': token };
      const response = await this.send('GET', null, undefined, {}, query);
      if (!response.ok) throw await unavailable(response, 'S3 LIST');
      const xml = await response.text();
      for (const [, item] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]*)<\/Key>/.exec(item)?.[1];
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(item)?.[1];
        if (key !== undefined && modified !== undefined) {
          yield { name: xmlText(key), modified: new Date(modified) };
        }
      }
      const next = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
        : undefined;
      token = next === undefined ? null : xmlText(next);
    } while (token !== null);
  }

  describe(): string {
    return `S3 ${this.config.endpoint}/${this.config.bucket}`;
  }

  /** A bucket that cannot be reached is unavailable (503), not a bug (500). */
  private async send(
    method: string,
    key: string | null,
    body?: Buffer,
    headers: Record<string, string> = {},
    query: Record<string, string> = {},
  ): Promise<Response> {
    // The name is checked before the request, so a bad one stays a refusal and never becomes a 503.
    const name = key === null ? '' : plainName(key);
    try {
      return await s3Request(this.config, method, name, { body, headers, query });
    } catch (error) {
      logger.warn(`S3 ${method} ${key ?? ''}: ${String((error as Error).cause ?? error)}`);
      throw new PhotoStorageUnavailable();
    }
  }
}

const logger = new Logger('Fotospeicher');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);

/**
 * A refused request: a server error means the bucket is down for now (503); anything else (403,
 * 400) is a misconfiguration and stays an error. The answer is logged, never shown.
 */
async function unavailable(response: Response, what: string): Promise<Error> {
  const detail = `${what}: ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`;
  if (response.status >= 500) {
    logger.warn(detail);
    return new PhotoStorageUnavailable();
  }
  return new Error(detail);
}

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.type === 's3' ? new S3PhotoStorage(config) : new LocalPhotoStorage(config.dir);
}
