import { s3Request } from './s3-request';

const CONFIG = {
  type: 's3' as const,
  // Nothing listens here: a request that got through would fail differently.
  endpoint: 'http://127.0.0.1:9',
  bucket: 'ek-fotos',
  accessKey: 'KEY',
  secretKey: 'SECRET',
  region: 'us-east-1',
};

describe('s3Request', () => {
  it.each(['..', '../andere-bucket/x', 'backups/../../x', 'backups//x', './x', 'backups/.'])(
    'refuses the key %j before sending anything',
    async (key) => {
      await expect(s3Request(CONFIG, 'GET', key)).rejects.toThrow('Ungültiger S3-Schlüssel');
    },
  );
});
