import type { CreateReportRequest, MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function createReport(body: CreateReportRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reports', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Daten.',
  });
}
