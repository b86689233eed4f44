import type { CalendarFeed, ListingStatistics } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

const LOAD_FAILED = 'Daten konnten nicht geladen werden';

export function getListingStatistics(id: number, signal?: AbortSignal): Promise<ListingStatistics> {
  return apiRequest<ListingStatistics>(`/api/profile/provider/${id}/statistik`, {
    fallback: LOAD_FAILED,
    signal,
  });
}

export function getCalendarFeed(id: number, signal?: AbortSignal): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/profile/provider/${id}/kalender`, { fallback: LOAD_FAILED, signal });
}

export function renewCalendarFeed(id: number): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/profile/provider/${id}/kalender/neu`, {
    method: 'POST',
    fallback: 'Die Adresse konnte nicht erneuert werden.',
  });
}

export function setCalendarImport(id: number, url: string | null): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(`/api/profile/provider/${id}/kalender-import`, {
    method: 'PUT',
    body: { url },
    fallback: 'Die Kalender-Adresse konnte nicht gespeichert werden.',
  });
}
