import aws4 from 'aws4';
import type { PhotoStorageConfig } from '../../config/app-config';

export type S3Config = Extract<PhotoStorageConfig, { type: 's3' }>;

/**
 * One request to an S3-compatible bucket (MinIO, AWS, …), path-style, signed with SigV4: the few
 * calls the photo store and the backups need, without an SDK. `key` is the object's name (its
 * `/`-separated parts are kept, `.` and `..` refused), empty for the bucket itself; `query` goes
 * into the signature.
 */
export async function s3Request(
  config: S3Config,
  method: string,
  key: string,
  options: { body?: Buffer; headers?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<Response> {
  const endpoint = new URL(config.endpoint);
  const segments = key ? key.split('/') : [];
  // `..` would be resolved by the URL and reach outside the bucket (or into another one).
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Ungültiger S3-Schlüssel: ${JSON.stringify(key)}`);
  }
  const encodedKey = segments.map(encodeURIComponent).join('/');
  const query = new URLSearchParams(options.query ?? {}).toString();
  const path = `/${config.bucket}${key ? `/${encodedKey}` : ''}${query ? `?${query}` : ''}`;
  const { body } = options;
  const signed = aws4.sign(
    {
      host: endpoint.host,
      path,
      method,
      service: 's3',
      region: config.region,
      headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      body,
    },
    { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
  );
  // fetch sets Host and Content-Length itself (the same values that were signed).
  const sent = Object.fromEntries(
    Object.entries(signed.headers ?? {}).filter(([name]) => !/^(host|content-length)$/i.test(name)),
  ) as Record<string, string>;
  return fetch(`${endpoint.protocol}//${endpoint.host}${path}`, { method, headers: sent, body });
}
