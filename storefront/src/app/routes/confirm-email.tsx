import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert, FormAlerts } from '@/components/ui/alert';
import { ActionButton } from '@/components/ui/form-end';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormSubmit } from '@/lib/use-form';
import { useSession } from '@/lib/session';
import { verifyEmail } from '@/features/identity/api/email-confirmation';

/**
 * Where the confirmation mail's link leads. Confirming takes a click: mail scanners that open
 * every link must not use it up, and the answer of a new address logs in with a fresh token.
 */
export default function ConfirmEmailRoute() {
  useDocumentTitle('E-Mail-Adresse bestätigen');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const submit = useFormSubmit({
    send: () => verifyEmail(token),
    fallback: 'Die E-Mail-Adresse konnte nicht bestätigt werden.',
    onSuccess: async (result) => {
      if (result.token) await session.login(result.token);
      setDone(result.msg);
    },
  });

  return (
    <div className="narrow stack">
      <h1>E-Mail-Adresse bestätigen</h1>
      {done ? (
        <>
          <Alert kind="success">{done}</Alert>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => navigate(session.user ? '/profile' : '/login')}
            >
              {session.user ? 'Zu „Mein Profil“' : 'Zum Login'}
            </button>
          </p>
        </>
      ) : token ? (
        <div className="card stack">
          <p>Bitte bestätigen Sie mit einem Klick, dass diese E-Mail-Adresse Ihnen gehört.</p>
          <FormAlerts error={submit.error} />
          <div>
            <ActionButton action={submit}>E-Mail-Adresse bestätigen</ActionButton>
          </div>
        </div>
      ) : (
        <Alert>Dieser Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail.</Alert>
      )}
      {submit.error ? (
        <p>
          Unter <Link to="/profile">„Mein Profil“</Link> können Sie einen neuen Link anfordern.
        </p>
      ) : null}
    </div>
  );
}
