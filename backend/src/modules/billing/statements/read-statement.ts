import type { MultipartFile } from '@fastify/multipart';
import { STATEMENT_UPLOAD_FIELD } from '@event-kompass/shared-types';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../../config/limits';
import { DomainError, InvalidInput } from '../../../common/errors/domain-error';

/** What @fastify/multipart adds to a request (its own augmentation is out of backend/'s reach). */
interface MultipartRequest {
  isMultipart(): boolean;
  file(): Promise<MultipartFile | undefined>;
}

/** The uploaded statement (multipart field `kontoauszug`) as text; the plugin caps its size. */
export async function readStatementUpload(fastifyRequest: FastifyRequest): Promise<string> {
  const request = fastifyRequest as FastifyRequest & MultipartRequest;
  const missing = () =>
    new InvalidInput('Bitte wählen Sie einen Kontoauszug (CAMT.053, XML-Datei) im Feld „kontoauszug“ aus.');
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (!part || part.fieldname !== STATEMENT_UPLOAD_FIELD) {
    part?.file.resume();
    throw missing();
  }
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated)
    throw new DomainError(
      'too_large',
      `Der Kontoauszug ist zu groß (höchstens ${UPLOAD_LIMIT_BYTES / (1024 * 1024)} MB).`,
    );
  return bytes.toString('utf8');
}
