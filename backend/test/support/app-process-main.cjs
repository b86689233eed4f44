// The app in a process of its own, straight from the TypeScript sources (compiled on load with
// swc, as jest does): a second instance for tests that need two processes on one database.
// SQLite's locks are only honest between processes: better-sqlite3 waits for a lock
// synchronously, so two instances in one process would block each other's event loop.
// Prints `LISTENING <port>` once it serves. Usage: node app-process-main.cjs (environment = config)
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
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

async function main() {
  const { loadConfig } = require('../../src/config/app-config.ts');
  const { createApp } = require('../../src/create-app.ts');
  const app = await createApp(loadConfig(process.env), { logLevels: ['error'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${app.getHttpServer().address().port}\n`);
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

void Module;
main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
