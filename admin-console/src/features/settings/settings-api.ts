import type { Settings, UpdateSettingRequest } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchSettings = (api: ApiClient) => api.get<Settings>('/api/admin/settings');

export const updateSetting = (api: ApiClient, body: UpdateSettingRequest) =>
  api.send<Settings>('PUT', '/api/admin/settings', body);
