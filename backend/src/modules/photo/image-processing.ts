import { createHash } from 'node:crypto';
import { MAX_PHOTO_PIXELS } from '@event-kompass/shared-types';
import sharp, { type Metadata } from 'sharp';
import { NotAnImage, PhotoTooManyPixels } from './photo.errors';

/** The long side of the two stored sizes. */
export const LARGE_PX = 1600;
export const SMALL_PX = 480;

export interface ProcessedPhoto {
  large: { name: string; bytes: Buffer; width: number; height: number };
  small: { name: string; bytes: Buffer };
}

/** JPEG, PNG or WebP by their first bytes; a file's name or declared type proves nothing. */
export function imageKind(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

function hashedName(bytes: Buffer, size: number): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}-${size}.webp`;
}

/**
 * Checks and converts an upload to two WebP files. The pixel count is read from the header
 * before anything is decoded, and sharp refuses to decode more (a decompression bomb stops
 * here). Orientation is applied and all metadata (EXIF, GPS, ICC comments) left behind: sharp
 * writes none unless asked.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (!imageKind(bytes)) throw new NotAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage();
  }
  if (!meta.width || !meta.height) throw new NotAnImage();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new PhotoTooManyPixels();
  const source = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  try {
    const large = await source()
      .resize({ width: LARGE_PX, height: LARGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const small = await source()
      .resize({ width: SMALL_PX, height: SMALL_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      large: {
        name: hashedName(large.data, LARGE_PX),
        bytes: large.data,
        width: large.info.width,
        height: large.info.height,
      },
      small: { name: hashedName(small, SMALL_PX), bytes: small },
    };
  } catch {
    // A header that promised an image but a body that does not decode.
    throw new NotAnImage();
  }
}

/** The names photo files are stored under; anything else is not a photo URL. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{24}-(?:1600|480)\.webp$/;
