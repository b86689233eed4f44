import type { Category } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getCategories(fallback: string, signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { fallback, signal });
}
