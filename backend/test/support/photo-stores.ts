import { join } from 'node:path';
import {
  LocalPhotoStorage,
  type PhotoStorage,
  S3PhotoStorage,
} from '../../src/modules/photo/storage/photo-storage';

/**
 * Both photo stores as the tests run them: a folder under the test's directory, and the bucket
 * `ek-fotos` of an s3rver on loopback (s3rver's fixed credentials). `where` is read when a store is
 * made, since the test's `beforeAll` sets directory and port after the table is declared.
 */
export function photoStores(where: () => { dir: string; s3Port: number }): [string, () => PhotoStorage][] {
  return [
    ['local folder', () => new LocalPhotoStorage(join(where().dir, 'uploads'))],
    [
      'S3 bucket',
      () =>
        new S3PhotoStorage({
          type: 's3',
          endpoint: `http://127.0.0.1:${where().s3Port}`,
          bucket: 'ek-fotos',
          accessKey: 'S3RVER',
          secretKey: 'S3RVER',
          region: 'us-east-1',
        }),
    ],
  ];
}
