#!/usr/bin/env node
/**
 * `npm run dev`: the whole product for development in one terminal —
 *   types  shared-types compiled on change (the backend reads its dist),
 *   build  the backend compiled on change (incremental tsc),
 *   api    the backend, restarted by `node --watch` whenever its compiled files change,
 *   shop   the storefront's Vite dev server (hot reload, proxies /api to the backend),
 *   admin  the admin console's Vite dev server, the federated remote the storefront loads on /admin.
 * A `.env` in the repository root (see .env.example) is loaded first, for all of them; variables
 * set in the shell win. Ctrl-C stops all.
 * Ports: PORT (backend, 3000), STOREFRONT_PORT (5173), ADMIN_CONSOLE_PORT (5174).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { concurrently } from 'concurrently';

const root = new URL('..', import.meta.url).pathname;
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const bin = (name) => JSON.stringify(join(root, 'node_modules', '.bin', name));
const apiPort = process.env.PORT ?? '3000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '5173';
const adminPort = process.env.ADMIN_CONSOLE_PORT ?? '5174';
const api = `http://localhost:${apiPort}`;

// Incremental, so the watchers' first pass re-emits nothing that is already current and the
// backend does not restart right after it started.
const incremental = (project, dist) => [
  '-p',
  project,
  '--incremental',
  '--tsBuildInfoFile',
  `${dist}/.dev.tsbuildinfo`,
];
const sharedTypes = incremental('shared-types/tsconfig.json', 'shared-types/dist');
const backend = incremental('backend/tsconfig.build.json', 'backend/dist');

// One build before anything starts, so the backend has a dist to run.
for (const args of [sharedTypes, backend]) {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const watch = '--watch --preserveWatchOutput';

const { result } = concurrently(
  [
    { name: 'types', prefixColor: 'gray', command: `${bin('tsc')} ${sharedTypes.join(' ')} ${watch}` },
    { name: 'build', prefixColor: 'blue', command: `${bin('tsc')} ${backend.join(' ')} ${watch}` },
    {
      name: 'api',
      prefixColor: 'green',
      command: `node --watch --watch-preserve-output backend/dist/main.js`,
      env: { PORT: apiPort },
    },
    {
      name: 'shop',
      prefixColor: 'magenta',
      command: `${bin('vite')} --port ${storefrontPort}`,
      cwd: join(root, 'storefront'),
      env: {
        STOREFRONT_API: api,
        VITE_ADMIN_REMOTE_URL: `http://localhost:${adminPort}/remoteEntry.js`,
      },
    },
    {
      name: 'admin',
      prefixColor: 'cyan',
      command: bin('vite'),
      cwd: join(root, 'admin-console'),
      env: { ADMIN_CONSOLE_API: api, ADMIN_CONSOLE_PORT: adminPort },
    },
  ],
  { cwd: root, prefix: 'name', killOthersOn: ['failure'], killSignal: 'SIGTERM' },
);

console.log(
  `\nEvent-Kompass (Entwicklung): Storefront http://localhost:${storefrontPort} · Admin http://localhost:${storefrontPort}/admin · API ${api}\n`,
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
