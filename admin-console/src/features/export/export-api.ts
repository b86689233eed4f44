import type { ApiClient } from '@event-kompass/web-client';

export const downloadProvidersCsv = (api: ApiClient) => api.download('/api/export/providers');

export const downloadUsersCsv = (api: ApiClient) => api.download('/api/export/users');
