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

/** What the header of an upload says, read before anything is decoded. */
export interface PhotoHeader {
  width: number;
  height: number;
}

/**
 * Reads and checks an upload's header: a JPEG, PNG or WebP by its bytes, complete (a file cut off
 * is refused here, before its pixels are decoded — decoding a 40-megapixel photo until its bytes
 * run out was the expensive part of a refused upload), and not more pixels than allowed (a
 * decompression bomb stops here).
 */
export async function readPhotoHeader(bytes: Buffer): Promise<PhotoHeader> {
  const kind = imageKind(bytes);
  if (!kind || !isComplete(kind, bytes)) throw new NotAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage();
  }
  if (!meta.width || !meta.height) throw new NotAnImage();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new PhotoTooManyPixels();
  return { width: meta.width, height: meta.height };
}

/**
 * Whether the file reaches its end: a JPEG's image data ends with the EOI marker (FF D9; inside
 * the data every FF is followed by 00 or a restart marker, so the first FF D9 after the scan
 * starts is the end — a photo's data appended after it, as in motion photos, does not matter),
 * a PNG has its IEND chunk, a WebP as many bytes as its RIFF header announces.
 */
function isComplete(kind: 'jpeg' | 'png' | 'webp', bytes: Buffer): boolean {
  if (kind === 'webp') return bytes.length >= 8 && bytes.readUInt32LE(4) + 8 <= bytes.length;
  if (kind === 'png') return bytes.includes(PNG_END);
  const scan = jpegScanStart(bytes);
  return scan >= 0 && bytes.indexOf(JPEG_END, scan) >= 0;
}

const PNG_END = Buffer.from('IEND', 'latin1');
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * Where a JPEG's first scan (SOS) begins, walking the marker segments from the start (their
 * lengths are given; an embedded EXIF thumbnail with its own EOI is skipped whole); -1: none.
 * Where the segments do not follow each other as they should, the search for the end starts at
 * the beginning: an odd but complete file is never refused here.
 */
function jpegScanStart(bytes: Buffer): number {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 2;
    const marker = bytes[at + 1];
    // Fill bytes and markers without a length (TEM, RSTn) stand alone.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return -1;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xda) return at + 2 + length;
    at += 2 + length;
  }
  return -1;
}

/**
 * Converts a checked upload (readPhotoHeader) to two WebP files. Orientation is applied and all
 * metadata (EXIF, GPS, ICC comments) left behind: sharp writes none unless asked.
 */
export async function convertPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
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

/** Checks and converts an upload (both steps; the service charges the work between them). */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  await readPhotoHeader(bytes);
  return convertPhoto(bytes);
}

/** The names photo files are stored under; anything else is not a photo URL. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{24}-(?:1600|480)\.webp$/;
