import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { checkAccountLink } from '@/features/identity/api/password-reset';
import { SetPasswordForm } from '@/features/identity/components/set-password-form';

const MISSING_LINK =
  'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen?“ einen neuen an.';

/** Where the links from "Passwort vergessen" and "Ihr Eintrag ist freigeschaltet" lead. */
export default function SetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useAsync(
    (signal) => (token ? checkAccountLink(token, signal) : Promise.reject(new Error(MISSING_LINK))),
    [token],
    'Der Link konnte nicht geprüft werden.',
  );
  const title = link.data?.konto_einrichten ? 'Konto einrichten' : 'Neues Passwort';
  useDocumentTitle(title);

  return (
    <div className="narrow stack">
      <h1>{title}</h1>
      {link.loading ? <Loading /> : null}
      {link.error ? (
        <>
          <Alert>{link.error}</Alert>
          <p>
            <Link to="/passwort-vergessen">Neuen Link anfordern</Link>
          </p>
        </>
      ) : null}
      {link.data ? <SetPasswordForm token={token} link={link.data} /> : null}
    </div>
  );
}
