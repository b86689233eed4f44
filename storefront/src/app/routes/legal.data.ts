import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { getSite } from '@/features/site/api/get-site';

/** Impressum, AGB, Datenschutz: the operator data from the server's configuration. */
export async function siteLoader({ request }: LoaderFunctionArgs) {
  return { site: await settle(getSite(request.signal), 'Daten konnten nicht geladen werden') };
}
