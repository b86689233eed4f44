import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { checkAccountLink } from '@/features/identity/api/check-account-link';

const MISSING_LINK =
  'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen?“ einen neuen an.';

/** `/passwort-setzen?token=…`: whether the link from the e-mail is still good, and what it is for. */
export async function setPasswordLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const link = await settle(
    token ? checkAccountLink(token, request.signal) : Promise.reject(new Error(MISSING_LINK)),
    'Der Link konnte nicht geprüft werden.',
  );
  return { token, link };
}
