import type { ApiClient } from '@admin/lib/api-client';

export const downloadProvidersCsv = (api: ApiClient) => api.download('/api/export/providers');

export const downloadUsersCsv = (api: ApiClient) => api.download('/api/export/users');
