#!/usr/bin/env node
/**
 * Adds the lock-file entries npm leaves out when the registry it talks to serves only this
 * machine's platform packages: the other platforms' optional native bindings of @swc/core,
 * nx and unrs-resolver. Without them `npm ci` refuses the lock file ("Missing: … from lock
 * file"). Each entry carries its os/cpu/libc, so npm skips it on every other machine.
 *
 * Run after any `npm install` that rewrote package-lock.json: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.some((part) => part.startsWith('musl'))
    ? ['musl']
    : os === 'linux'
      ? ['glibc']
      : undefined;
  return { os: [os ?? 'unknown'], cpu: [cpu ?? 'unknown'], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies || location === '') continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    // Only platform bindings; anything else missing is a real problem npm should report.
    if (platform.os[0] === 'unknown') continue;
    packages[hoisted] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} Plattform-Einträge ergänzt.`);
