import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const BLOCK = 512;

/** A right-aligned, NUL-terminated octal number filling `width` bytes of a tar header field. */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/**
 * The ustar header of a regular file. Names here are the photo module's own (`<hex>-1600.webp`),
 * far below ustar's 100 bytes, so the long-name extensions are not needed.
 */
function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Dateiname zu lang für tar: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The tar stream of `names` from `dir`: each header, the content, padding, and the end blocks. */
async function* tarEntries(dir: string, names: string[]): AsyncGenerator<Buffer> {
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path);
    yield header(name, info.size, info.mtime);
    let written = 0;
    for await (const chunk of createReadStream(path, { end: info.size - 1 }) as AsyncIterable<Buffer>) {
      written += chunk.length;
      yield chunk;
    }
    // A file that shrank meanwhile would break the archive's framing; photos never change.
    if (written !== info.size) throw new Error(`${name} hat sich beim Sichern verändert.`);
    if (info.size % BLOCK !== 0) yield Buffer.alloc(BLOCK - (info.size % BLOCK));
  }
  yield Buffer.alloc(2 * BLOCK);
}

/**
 * Writes `names` (files directly in `dir`) as a gzip-compressed tar to `target`, readable only by
 * its owner, under a temporary name renamed into place when complete. Plain ustar that `tar -xzf`
 * unpacks; a minimal writer rather than a dependency, since flat files are all it must hold.
 */
export async function writeTarGz(target: string, dir: string, names: string[]): Promise<void> {
  const partial = `${target}.partial`;
  try {
    await pipeline(
      Readable.from(tarEntries(dir, names)),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
