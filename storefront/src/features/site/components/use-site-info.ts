import type { SiteInfo } from '@event-kompass/shared-types';
import { useAsync } from '@/lib/use-async';
import { getSite } from '@/features/site/api/get-site';

export function useSiteInfo() {
  return useAsync<SiteInfo>((signal) => getSite(signal), [], 'Daten konnten nicht geladen werden');
}
