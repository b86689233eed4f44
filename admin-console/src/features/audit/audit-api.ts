import type { AuditEntry } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

/** Entries per request; „Ältere Einträge laden“ fetches the next page. */
export const AUDIT_PAGE = 100;

export const fetchAuditPage = (api: ApiClient, offset: number, limit = AUDIT_PAGE) =>
  api.get<AuditEntry[]>(`/api/admin/audit?limit=${limit}&offset=${offset}`);
