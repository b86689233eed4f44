import type { Category, CreateCategoryRequest, UpdateCategoryRequest } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchCategories = (api: ApiClient) => api.get<Category[]>('/api/categories');

export const createCategory = (api: ApiClient, body: CreateCategoryRequest) =>
  api.send<Category>('POST', '/api/admin/categories', body);

export const updateCategory = (api: ApiClient, id: number, body: UpdateCategoryRequest) =>
  api.send('PUT', `/api/admin/categories/${id}`, body);

export const deleteCategory = (api: ApiClient, id: number) =>
  api.send('DELETE', `/api/admin/categories/${id}`);
