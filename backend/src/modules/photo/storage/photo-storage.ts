import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { type S3Config, s3Request } from '../../../common/s3/s3-request';
import type { PhotoStorageConfig } from '../../../config/app-config';

/** A stored photo file, ready to stream to a client. */
export interface StoredFile {
  stream: Readable;
  size: number | null;
}

/**
 * Where photo files live. Names are content hashes, so a file never changes once written and
 * every instance may cache it forever.
 */
export abstract class PhotoStorage {
  abstract put(name: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  abstract get(name: string): Promise<StoredFile | null>;
  abstract delete(name: string): Promise<void>;
  /** Called once at start (create the folder or the bucket). */
  abstract prepare(): Promise<void>;
  abstract describe(): string;
}

/** Under DATA_DIR/uploads: one machine, or a shared volume. */
export class LocalPhotoStorage extends PhotoStorage {
  constructor(private readonly dir: string) {
    super();
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o750 });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o640 });
    await rename(temporary, join(this.dir, name));
  }

  async get(name: string): Promise<StoredFile | null> {
    const path = join(this.dir, name);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
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
    const response = await this.send('PUT', '');
    // 409: the bucket exists already (ours or shared); both are fine.
    if (!response.ok && response.status !== 409) {
      throw new Error(
        `S3-Bucket ${this.config.bucket} nicht verfügbar: ${response.status} ${await response.text()}`,
      );
    }
    await response.body?.cancel();
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const response = await this.send('PUT', name, bytes, { 'content-type': 'image/webp' });
    if (!response.ok) throw new Error(`S3 PUT ${name}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }

  async get(name: string): Promise<StoredFile | null> {
    const response = await this.send('GET', name);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) throw new Error(`S3 GET ${name}: ${response.status}`);
    const length = response.headers.get('content-length');
    return {
      stream: NodeReadable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      size: length === null ? null : Number(length),
    };
  }

  async delete(name: string): Promise<void> {
    const response = await this.send('DELETE', name);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${name}: ${response.status}`);
  }

  describe(): string {
    return `S3 ${this.config.endpoint}/${this.config.bucket}`;
  }

  private send(
    method: string,
    name: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return s3Request(this.config, method, name, { body, headers });
  }
}

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.type === 's3' ? new S3PhotoStorage(config) : new LocalPhotoStorage(config.dir);
}
