import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_FILE_NAME } from './image-processing';
import { PHOTO_URL_PREFIX } from './photo.service';
import type { PhotoStorage } from './storage/photo-storage';

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
    const file = PHOTO_FILE_NAME.test(name) ? await storage.get(name) : null;
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
