import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../../config/limits';
import { BackupFileMissing, BackupFileTooLarge, BackupFileType, BackupNotUtf8 } from './backup-sql.errors';

export const UPLOAD_FIELD = 'db-import';

/** Reads the uploaded backup (multipart field `db-import`) as UTF-8 text, within the upload limit. */
/**
 * What @fastify/multipart adds to a request. Its own type augmentation targets the `fastify`
 * module next to it, which the workspace layout hides from backend/, so it is spelled out here.
 */
interface MultipartRequest {
  isMultipart(): boolean;
  file(): Promise<MultipartFile | undefined>;
}

export async function readBackupUpload(fastifyRequest: FastifyRequest): Promise<string> {
  const request = fastifyRequest as FastifyRequest & MultipartRequest;
  if (!request.isMultipart()) throw new BackupFileMissing();
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new BackupFileMissing();
  }
  if (!/\.sql$/i.test(part.filename ?? '')) {
    // Drain the rest so the client still gets to read the answer.
    part.file.resume();
    throw new BackupFileType();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BackupFileTooLarge(UPLOAD_LIMIT_BYTES / (1024 * 1024));
    }
    throw error;
  }
  try {
    // fatal: invalid byte sequences throw instead of becoming U+FFFD; a leading BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BackupNotUtf8();
  }
}
