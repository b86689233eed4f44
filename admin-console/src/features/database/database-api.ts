import type { BackupPreview } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const downloadDatabaseBackup = (api: ApiClient) => api.download('/api/admin/db/export');

function backupForm(file: File): FormData {
  const form = new FormData();
  form.append('db-import', file, file.name);
  return form;
}

/** What the file would restore; the server checks it fully and changes nothing. */
export async function previewDatabaseBackup(api: ApiClient, file: File): Promise<BackupPreview> {
  return JSON.parse(await api.upload('/api/admin/db/import/preview', backupForm(file))) as BackupPreview;
}

/** Replaces all data with the file's; the answer is a plain-text summary. */
export function importDatabaseBackup(api: ApiClient, file: File): Promise<string> {
  return api.upload('/api/admin/db/import', backupForm(file));
}
