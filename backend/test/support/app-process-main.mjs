// The app in a process of its own, straight from the TypeScript sources (compiled on load with
// swc, as jest does): a second instance for tests that need two processes on one database.
// SQLite's locks are only honest between processes: better-sqlite3 waits for a lock
// synchronously, so two instances in one process would block each other's event loop.
// Prints `LISTENING <port>` once it serves. Usage: node app-process-main.mjs (environment = config)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from '@swc/core';

const load = createRequire(import.meta.url);
// Node's hook for a file extension: `.ts` files are compiled by swc with jest's settings.
load.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { loadConfig } = load('../../src/config/app-config.ts');
const { createApp } = load('../../src/create-app.ts');
const app = await createApp(loadConfig(process.env), { logLevels: ['error'] });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${app.getHttpServer().address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
