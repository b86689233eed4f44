import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../../common/errors/error-response';
import { PHOTO_FILE_NAME } from './image-processing';
import { PHOTO_URL_PREFIX } from './photo.service';
import type { PhotoStorage, StoredFile } from './storage/photo-storage';

const logger = new Logger('Fotos');

/** A year: the names are content hashes, so a file behind a name never changes. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves the photo files from wherever they are stored (folder or bucket), under one URL on
 * every instance. Registered on Fastify directly, so an unknown photo is a plain 404, not the
 * storefront's page.
 */
export function installPhotoFiles(fastify: FastifyInstance, storage: PhotoStorage): void {
  fastify.get(`${PHOTO_URL_PREFIX}:name`, async (request: FastifyRequest, reply: FastifyReply) => {
    const { name } = request.params as { name: string };
    let file: StoredFile | null;
    try {
      file = PHOTO_FILE_NAME.test(name) ? await storage.get(name) : null;
    } catch (error) {
      // The API's one mapping (a bucket that is down: 503 with a German msg), not Fastify's body.
      const { status, msg, unexpected } = toErrorResponse(error);
      if (unexpected) logger.error(`Foto ${name}: ${String(error)}`);
      return reply.code(status).header('cache-control', 'no-store').send({ msg });
    }
    if (!file) {
      return reply.code(404).header('cache-control', 'no-store').send({ msg: 'Foto nicht gefunden.' });
    }
    // Public photos are shared: a link preview or another site may show them (the global
    // same-origin policy would keep them out of previews rendered in a browser).
    reply
      .header('cache-control', FOREVER)
      .header('content-type', 'image/webp')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.stream);
  });
}
