/**
 * Every variable the configuration reads is documented in `.env.example` and in the README's table
 * (and nothing is documented there that nobody reads), so neither can fall behind a new variable.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from './app-config';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const CONFIG_DIR = __dirname;

/** Read by the development tools (scripts/dev.mjs, the Vite configs), not by the server. */
const DEV_TOOL_VARIABLES = ['STOREFRONT_PORT', 'ADMIN_CONSOLE_PORT'];

/** Names the config's source reads: `get('NAME')` or `env.NAME` / `env['NAME']`. */
function variablesInConfigSource(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(CONFIG_DIR).filter((name) => /(?<!\.spec)\.ts$/.test(name))) {
    const source = readFileSync(join(CONFIG_DIR, file), 'utf8');
    for (const match of source.matchAll(
      /\bget\(\s*'([A-Z][A-Z0-9_]*)'|\benv(?:\.|\[\s*')([A-Z][A-Z0-9_]*)/g,
    )) {
      names.add(match[1] ?? match[2]);
    }
  }
  return names;
}

/** Names the config asks the environment for when it loads (whatever way the source spells it). */
function variablesReadAtLoad(): Set<string> {
  const read = new Set<string>();
  const given: Record<string, string> = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ek-config-vars-')),
    JWT_SECRET: 'x'.repeat(40),
  };
  const env = new Proxy(given, {
    get: (target, name) => {
      if (typeof name === 'string') read.add(name);
      return typeof name === 'string' ? target[name] : undefined;
    },
  });
  loadConfig(env);
  return read;
}

function documentedInEnvExample(): Set<string> {
  const text = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
}

/** The variables named in the first column of the README's table under "## Konfiguration". */
function documentedInReadme(): Set<string> {
  const text = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = text.slice(text.indexOf('## Konfiguration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}

const sorted = (names: Iterable<string>): string[] => [...names].sort();

describe('configuration variables', () => {
  const inSource = variablesInConfigSource();

  it('finds every variable the config reads in its source', () => {
    expect(inSource.has('PORT')).toBe(true);
    expect(inSource.has('PUBLIC_CACHE')).toBe(true);
    // A read the source scan does not see (a name built at run time) would slip past the checks below.
    const unseen = sorted(variablesReadAtLoad()).filter((name) => !inSource.has(name));
    expect(unseen).toEqual([]);
  });

  it('lists every variable in .env.example, and none that nobody reads', () => {
    const documented = documentedInEnvExample();
    expect(sorted(inSource).filter((name) => !documented.has(name))).toEqual([]);
    const unknown = sorted(documented).filter(
      (name) => !inSource.has(name) && !DEV_TOOL_VARIABLES.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it("lists every variable in the README's table, and none that nobody reads", () => {
    const documented = documentedInReadme();
    expect(sorted(inSource).filter((name) => !documented.has(name))).toEqual([]);
    expect(sorted(documented).filter((name) => !inSource.has(name))).toEqual([]);
  });
});
