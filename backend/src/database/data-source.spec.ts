import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

describe('the embedded SQLite database file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ek-ds-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;

  it('is readable by the app’s own user only, with its journal files (security finding 6)', async () => {
    const path = join(dir, 'neu', 'event-kompass.sqlite');
    const db = new DataSource(dataSourceOptions({ type: 'sqlite', path }, []));
    await db.initialize();
    await db.query('SELECT 1');
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    expect(mode(`${path}-shm`)).toBe(0o600);
    await db.destroy();
  });

  it('takes the permissions away from a file an older version left readable', async () => {
    const path = join(dir, 'alt.sqlite');
    writeFileSync(path, '', { mode: 0o644 });
    const db = new DataSource(dataSourceOptions({ type: 'sqlite', path }, []));
    await db.initialize();
    expect(mode(path)).toBe(0o600);
    await db.destroy();
  });
});
