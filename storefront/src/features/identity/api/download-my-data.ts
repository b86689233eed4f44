import { apiDownload } from '@event-kompass/web-client';

/** Fetches the GDPR export and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/profile/me/export', {
    fallback: 'Der Download Ihrer Daten ist fehlgeschlagen.',
    fallbackName: 'event-kompass-meine-daten.json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
