const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A file-name-safe local timestamp, `2026-05-01_14-30-05` (the one date form the shared calendar lacks):
 * the admin's own clock names the file they download.
 */
export function fileTimestamp(now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${day}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
}
