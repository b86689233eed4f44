import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../../config/limits';
import { BackupFileMissing, BackupFileTooLarge, BackupFileType } from './backup-sql.errors';

export const UPLOAD_FIELD = 'db-import';

/**
 * What @fastify/multipart adds to a request. Its own type augmentation targets the `fastify`
 * module next to it, which the workspace layout hides from backend/, so it is spelled out here.
 */
interface MultipartRequest {
  isMultipart(): boolean;
  file(): Promise<MultipartFile | undefined>;
}

/**
 * Streams the uploaded backup (multipart field `db-import`) into `target`, never holding the
 * whole file in memory. Past the upload limit nothing more is written; the rest is drained so
 * the client still gets to read the 413.
 */
export async function receiveBackupUpload(fastifyRequest: FastifyRequest, target: string): Promise<void> {
  const request = fastifyRequest as FastifyRequest & MultipartRequest;
  if (!request.isMultipart()) throw new BackupFileMissing();
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new BackupFileMissing();
  }
  if (!/\.sql$/i.test(part.filename ?? '')) {
    part.file.resume();
    throw new BackupFileType();
  }
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  let written = 0;
  let tooLarge = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (part.file.truncated || written > UPLOAD_LIMIT_BYTES) tooLarge = true;
      if (tooLarge) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  if (tooLarge || part.file.truncated) throw new BackupFileTooLarge(UPLOAD_LIMIT_BYTES / (1024 * 1024));
}
