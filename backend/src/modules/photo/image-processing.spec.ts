import sharp from 'sharp';
import { readPhotoHeader } from './image-processing';
import { NotAnImage } from './photo.errors';

function photo(format: 'jpeg' | 'png' | 'webp', width = 320, height = 200): Promise<Buffer> {
  // Noise, so the image data is long enough to cut it off in the middle.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose frame header claims `width` × `height`, as an attacker would patch it. */
function claiming(jpeg: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  for (let at = 2; at + 9 < patched.length;) {
    const marker = patched[at + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      patched.writeUInt16BE(height, at + 5);
      patched.writeUInt16BE(width, at + 7);
      return patched;
    }
    at += 2 + patched.readUInt16BE(at + 2);
  }
  throw new Error('kein Frame-Kopf');
}

describe('readPhotoHeader', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('reads the size of a complete %s', async (format) => {
    await expect(readPhotoHeader(await photo(format))).resolves.toEqual({ width: 320, height: 200 });
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'refuses a %s cut off before its end, undecoded',
    async (format) => {
      const bytes = await photo(format);
      await expect(readPhotoHeader(bytes.subarray(0, Math.floor(bytes.length * 0.8)))).rejects.toBeInstanceOf(
        NotAnImage,
      );
    },
  );

  it('refuses a cut-off JPEG whose header claims 40 megapixels (issue 23: each decoded until it ran out)', async () => {
    const bytes = claiming(await photo('jpeg'), 8000, 5000);
    await expect(readPhotoHeader(bytes)).resolves.toEqual({ width: 8000, height: 5000 });
    await expect(readPhotoHeader(bytes.subarray(0, bytes.length - 2))).rejects.toBeInstanceOf(NotAnImage);
  });

  it('is not fooled by an end marker in a segment before the image data (an EXIF thumbnail)', async () => {
    const jpeg = await photo('jpeg');
    const thumbnail = Buffer.from([0xff, 0xd8, 0x00, 0x00, 0xff, 0xd9]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, thumbnail.length + 2]), thumbnail]);
    const withThumbnail = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    await expect(readPhotoHeader(withThumbnail)).resolves.toEqual({ width: 320, height: 200 });
    await expect(
      readPhotoHeader(withThumbnail.subarray(0, withThumbnail.length - 100)),
    ).rejects.toBeInstanceOf(NotAnImage);
  });

  it('takes a JPEG with data after its end (a motion photo appends its video there)', async () => {
    const jpeg = await photo('jpeg');
    const motionPhoto = Buffer.concat([jpeg, Buffer.from('....ftypmp42 and the video follows')]);
    await expect(readPhotoHeader(motionPhoto)).resolves.toEqual({ width: 320, height: 200 });
  });
});
