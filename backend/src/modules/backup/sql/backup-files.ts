import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';

export const BACKUP_FILE_PREFIX = 'eventkompass-backup-';

/** `2026-11-22T20-45-15Z`: ISO time without characters that file systems dislike. */
export function fileTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Writes text chunks to a file, respecting back-pressure, and renames it into place when complete. */
export async function writeFileAtomically(
  path: string,
  produce: (write: (chunk: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const partial = `${path}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8', mode: 0o600 });
  try {
    await produce(async (chunk) => {
      if (!out.write(chunk)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
    await rename(partial, path);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

export const PRE_IMPORT_SUFFIX = '-vor-import.sql';

/**
 * Keeps the newest `keep` copies taken before an import in `dir` (names sort by their timestamp);
 * the scheduled backups beside them follow their own rotation.
 */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir))
    .filter((name) => name.startsWith(BACKUP_FILE_PREFIX) && name.endsWith(PRE_IMPORT_SUFFIX))
    .sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await rm(join(dir, name), { force: true });
}

/**
 * Deletes the files in `dir` whose name passes `select` and whose text contains one of
 * `needles` (ignoring case); answers how many went. A missing folder holds nothing.
 */
export async function removeFilesMentioning(
  dir: string,
  select: (name: string) => boolean,
  needles: readonly string[],
): Promise<number> {
  const wanted = needles.map((needle) => needle.toLowerCase()).filter((needle) => needle.length > 0);
  if (wanted.length === 0) return 0;
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter(select)) {
    const path = join(dir, name);
    const text = (await readFile(path, 'utf8')).toLowerCase();
    if (!wanted.some((needle) => text.includes(needle))) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/** A file's text; invalid UTF-8 throws instead of becoming U+FFFD, a leading BOM is dropped. */
export async function readUtf8File(path: string): Promise<string | null> {
  const bytes = await readFile(path);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
