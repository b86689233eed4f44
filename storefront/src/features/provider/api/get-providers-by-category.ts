import type { PublicProvider } from '@event-kompass/shared-types';
import { apiRequest } from '@/lib/api-client';

export function getProvidersByCategory(categoryId: string, signal?: AbortSignal): Promise<PublicProvider[]> {
  return apiRequest<PublicProvider[]>(`/api/providers/category/${encodeURIComponent(categoryId)}`, {
    fallback: 'Fehler beim Laden der Daten',
    signal,
  });
}
