import type { BackupPreview, StoredBackup } from '@event-kompass/shared-types';
import type { ApiClient } from '@admin/lib/api-client';

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

/** The backups kept on the server, newest first. */
export const fetchStoredBackups = (api: ApiClient) => api.get<StoredBackup[]>('/api/admin/backups');

/** Makes a backup now; the answer lists its new files. */
export const createStoredBackup = (api: ApiClient) => api.send<StoredBackup[]>('POST', '/api/admin/backups');

export const downloadStoredBackup = (api: ApiClient, name: string) =>
  api.download(`/api/admin/backups/${encodeURIComponent(name)}`);
