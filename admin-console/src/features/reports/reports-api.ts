import type { AdminReport, MessageResponse, ReportDecisionRequest } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchReports = (api: ApiClient) => api.get<AdminReport[]>('/api/admin/reports');

export const decideReport = (api: ApiClient, id: number, body: ReportDecisionRequest) =>
  api.send<MessageResponse>('POST', `/api/admin/reports/${id}/decision`, body);
