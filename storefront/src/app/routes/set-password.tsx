import { useLoaderData } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SetPasswordForm } from '@/features/identity/components/set-password-form';
import type { setPasswordLoader } from '@/app/routes/set-password.data';

/** Where the links from "Passwort vergessen" and "Ihr Eintrag ist freigeschaltet" lead. */
export default function SetPasswordRoute() {
  const { token, link } = useLoaderData<typeof setPasswordLoader>();
  const title = link.data?.konto_einrichten ? 'Konto einrichten' : 'Neues Passwort';
  useDocumentTitle(title);

  return (
    <div className="narrow stack">
      <h1>{title}</h1>
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
