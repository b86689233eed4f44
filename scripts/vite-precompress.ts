import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** The backend's own threshold for compressing answers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of the build, at the highest
 * levels, once. The backend serves them as they are (`@fastify/static` with `preCompressed`),
 * so no request pays for compression and the bytes are the smallest we can make.
 * Used by the storefront and the admin console.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'event-kompass:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
