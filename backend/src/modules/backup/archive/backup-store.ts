import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { type S3Config, s3Request } from '../../../common/s3/s3-request';

/** Under DATA_DIR; the pre-import copies of the SQL import live there too, under their own names. */
export const BACKUP_DIR = 'backups';
/** Under DATA_DIR: where a backup for the bucket is written before it is uploaded. */
export const BACKUP_STAGING_DIR = 'backup-tmp';
/** The backups' folder in the bucket, beside the photos. */
export const BACKUP_PREFIX = 'backups/';

export interface StoredObject {
  name: string;
  bytes: number;
}

/** Where the kept backups live: a folder under DATA_DIR, or the photos' S3 bucket. */
export abstract class BackupStore {
  /** Where a backup file is written (as `<name>.partial`, renamed when complete) before `save`. */
  abstract readonly stagingDir: string;
  /** Every file of the store (the caller picks the names it knows). */
  abstract list(): Promise<StoredObject[]>;
  /** Takes over the finished file at `path` as `name`. */
  abstract save(name: string, path: string): Promise<void>;
  /** null when there is no such file. */
  abstract open(name: string): Promise<{ stream: Readable; bytes: number } | null>;
  abstract delete(name: string): Promise<void>;
  /** Creates the folders, readable only by the app's user. */
  async prepare(): Promise<void> {
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
  }
}

/** `DATA_DIR/backups`: files are written in place, so saving is the writer's rename. */
export class LocalBackupStore extends BackupStore {
  constructor(readonly stagingDir: string) {
    super();
  }

  async list(): Promise<StoredObject[]> {
    let names: string[];
    try {
      names = await readdir(this.stagingDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const objects: StoredObject[] = [];
    for (const name of names) {
      const info = await stat(join(this.stagingDir, name)).catch(() => null);
      // Deleted by a rotation meanwhile, or a folder.
      if (info?.isFile()) objects.push({ name, bytes: info.size });
    }
    return objects;
  }

  async save(): Promise<void> {
    // Written in place already.
  }

  async open(name: string): Promise<{ stream: Readable; bytes: number } | null> {
    const path = join(this.stagingDir, name);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { stream: createReadStream(path), bytes: info.size } : null;
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.stagingDir, name), { force: true });
  }
}

/** XML text as S3 writes it in a listing (keys here are plain, but be exact). */
function xmlText(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * `backups/` in the photos' bucket: every instance sees the same backups, whichever wrote them.
 * A file is written under DATA_DIR first and uploaded whole (the SQL export; no photo archive is
 * made when the photos live in the bucket).
 */
export class S3BackupStore extends BackupStore {
  constructor(
    private readonly config: S3Config,
    readonly stagingDir: string,
  ) {
    super();
  }

  async list(): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | null = null;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix: BACKUP_PREFIX };
      if (token) query['continuation-token'] = token;
      const response = await s3Request(this.config, 'GET', '', { query });
      const xml = await response.text();
      if (!response.ok) throw new Error(`S3-Liste der Sicherungen: ${response.status} ${xml.slice(0, 200)}`);
      for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(contents)?.[1] ?? '');
        const size = Number(/<Size>(\d+)<\/Size>/.exec(contents)?.[1] ?? NaN);
        const name = key.slice(BACKUP_PREFIX.length);
        if (key.startsWith(BACKUP_PREFIX) && name && !name.includes('/') && Number.isFinite(size)) {
          objects.push({ name, bytes: size });
        }
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlText(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || null
        : null;
    } while (token);
    return objects;
  }

  async save(name: string, path: string): Promise<void> {
    try {
      const body = await readFile(path);
      const type = name.endsWith('.sql') ? 'application/sql; charset=utf-8' : 'application/gzip';
      const response = await s3Request(this.config, 'PUT', BACKUP_PREFIX + name, {
        body,
        headers: { 'content-type': type },
      });
      if (!response.ok) throw new Error(`S3 PUT ${name}: ${response.status} ${await response.text()}`);
      await response.body?.cancel();
    } finally {
      await rm(path, { force: true });
    }
  }

  async open(name: string): Promise<{ stream: Readable; bytes: number } | null> {
    const response = await s3Request(this.config, 'GET', BACKUP_PREFIX + name);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) throw new Error(`S3 GET ${name}: ${response.status}`);
    return {
      stream: Readable.fromWeb(response.body as ReadableStream),
      bytes: Number(response.headers.get('content-length') ?? 0),
    };
  }

  async delete(name: string): Promise<void> {
    const response = await s3Request(this.config, 'DELETE', BACKUP_PREFIX + name);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${name}: ${response.status}`);
  }
}

export function createBackupStore(photoStorage: { type: 'local' } | S3Config, dataDir: string): BackupStore {
  return photoStorage.type === 's3'
    ? new S3BackupStore(photoStorage, join(dataDir, BACKUP_STAGING_DIR))
    : new LocalBackupStore(join(dataDir, BACKUP_DIR));
}
