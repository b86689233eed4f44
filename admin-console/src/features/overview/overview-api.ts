import type { MonthFigures } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchMonthFigures = (api: ApiClient) => api.get<MonthFigures[]>('/api/admin/kennzahlen');
