import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { getRenewalProvider } from '@/features/billing/api/get-renewal-provider';

/** `/verlaengerung/:providerId`: the entry to renew (the link from the reminder e-mail). */
export async function renewalLoader({ params, request }: LoaderFunctionArgs) {
  return {
    provider: await settle(
      getRenewalProvider(params.providerId ?? '', request.signal),
      'Anbieterinformationen konnten nicht geladen werden.',
    ),
  };
}
