import type { RenewalBillingRequest, RenewalBillingResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function submitBillingInfo(body: RenewalBillingRequest): Promise<RenewalBillingResponse> {
  return apiRequest<RenewalBillingResponse>('/api/renewal/billing-info', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Daten.',
  });
}
