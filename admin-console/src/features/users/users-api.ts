import type { AdminUpdateUserRequest, MessageResponse, User } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchUsers = (api: ApiClient) => api.get<User[]>('/api/admin/users');

export const updateUser = (api: ApiClient, id: number, body: AdminUpdateUserRequest) =>
  api.send<User>('PUT', `/api/admin/users/${id}`, body);

export const deleteUser = (api: ApiClient, id: number) =>
  api.send<MessageResponse>('DELETE', `/api/admin/users/${id}`);
