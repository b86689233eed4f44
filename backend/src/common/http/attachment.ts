import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';

/** A file the browser saves under `fileName` (not one it shows inline): exports and backups. */
export function attachment(body: Uint8Array | Readable, fileName: string, type: string): StreamableFile {
  const options = { type, disposition: `attachment; filename="${fileName}"` };
  // Two calls: the overloads take a buffer or a stream, not the union of both.
  return body instanceof Uint8Array ? new StreamableFile(body, options) : new StreamableFile(body, options);
}
