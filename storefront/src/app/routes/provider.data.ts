import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { getProvider } from '@/features/provider/api/get-provider';
import { getAvailability } from '@/features/provider/api/get-availability';

/**
 * `/provider/:providerId`: the public entry and its taken days. What depends on the session (reviews,
 * whether it is the visitor's own entry) loads in the page.
 */
export async function providerLoader({ params, request }: LoaderFunctionArgs) {
  const providerId = params.providerId ?? '';
  const [provider, availability] = await Promise.all([
    settle(getProvider(providerId, request.signal), 'Anbieter konnte nicht geladen werden.'),
    settle(getAvailability(Number(providerId), request.signal), 'Daten konnten nicht geladen werden'),
  ]);
  return { provider, availability };
}
