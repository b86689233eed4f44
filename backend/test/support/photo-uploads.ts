import type { ProviderPhoto } from '@event-kompass/shared-types';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A real photo made here: a colour gradient with an EXIF block carrying a GPS position. */
export async function makePhoto(
  format: 'jpeg' | 'png' | 'webp',
  width = 2400,
  height = 1600,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Geheimer Name', Copyright: 'GPS 49.48,8.46' } })
    .toFormat(format)
    .toBuffer();
}

export async function uploadPhoto(
  t: TestApp,
  token: string,
  providerId: number,
  bytes: Uint8Array,
  options: { field?: string; fileName?: string; type?: string; alt?: string } = {},
) {
  const form = new FormData();
  if (options.alt !== undefined) form.append('alt', options.alt);
  form.append(
    options.field ?? 'foto',
    new Blob([bytes], { type: options.type ?? 'image/jpeg' }),
    options.fileName ?? 'bild.jpg',
  );
  const response = await fetch(`${t.baseUrl}/api/profile/provider/${providerId}/photos`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as ProviderPhoto & { msg?: string }) : null,
  };
}
