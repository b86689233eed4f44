import type { ApiClient } from '@admin/lib/api-client';

export const downloadDatabaseBackup = (api: ApiClient) => api.download('/api/admin/db/export');

/** Replaces all data with the file's; the answer is a plain-text summary. */
export function importDatabaseBackup(api: ApiClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('db-import', file, file.name);
  return api.upload('/api/admin/db/import', form);
}
