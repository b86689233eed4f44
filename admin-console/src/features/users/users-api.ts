import {
  removalBody,
  type AdminUpdateUserRequest,
  type MessageResponse,
  type User,
} from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchUsers = (api: ApiClient) => api.get<User[]>('/api/admin/users');

export const updateUser = (api: ApiClient, id: number, body: AdminUpdateUserRequest) =>
  api.send<User>('PUT', `/api/admin/users/${id}`, body);

/** `reason`: the statement of reasons to the person; empty: the server's general text. */
export const deleteUser = (api: ApiClient, id: number, reason: string) =>
  api.send<MessageResponse>('DELETE', `/api/admin/users/${id}`, removalBody(reason));
