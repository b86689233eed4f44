/**
 * The host hands the admin console a listed set of router exports (see router-for-remote.ts). Every name
 * the admin console's exposed code imports from react-router-dom must be in that list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routerForRemote } from '@/app/admin/router-for-remote';

const adminSrc = join(__dirname, '..', '..', '..', '..', 'admin-console', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && name !== 'main.tsx' ? [path] : [];
  });
}

describe('router exports for the admin console', () => {
  it('covers every react-router-dom import of the admin console', () => {
    let files: string[] = [];
    try {
      files = sourceFiles(adminSrc);
    } catch {
      return; // admin console not checked out: nothing to compare
    }
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
        for (const part of match[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ')) imported.add(name);
        }
      }
    }
    const missing = [...imported].filter((name) => !(name in routerForRemote));
    expect(missing).toEqual([]);
  });

  it('hands over real router components and hooks', () => {
    for (const value of Object.values(routerForRemote)) expect(typeof value).toMatch(/function|object/);
  });
});
