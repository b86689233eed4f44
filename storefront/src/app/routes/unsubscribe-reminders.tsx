import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribeReminders } from '@/features/identity/api/unsubscribe-reminders';

/**
 * Where the "abbestellen" link of a review reminder leads. Decision: opening the page unsubscribes
 * at once (the page's script sends the POST), as people expect of such a link. Mail scanners that
 * only fetch the address (GET) change nothing, since neither the page nor the API's GET acts; a
 * scanner that runs scripts could unsubscribe someone, which costs them only reminders they can
 * switch back on in "Meine Daten". Confirming an e-mail address takes a click instead, because a
 * used-up link there does harm.
 */
export default function UnsubscribeRemindersRoute() {
  useDocumentTitle('Bewertungserinnerungen abbestellen');
  const token = useSearchParams()[0].get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    unsubscribeReminders(token)
      .then((answer) => current && setResult({ ok: true, text: answer.msg }))
      .catch(
        (error: unknown) =>
          current && setResult({ ok: false, text: errorMessage(error, 'Die Abmeldung ist fehlgeschlagen.') }),
      );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="narrow stack">
      {/* A break point of its own: at 360 px the word is wider than the line, and this Chromium
          has no German hyphenation for `hyphens: auto`. */}
      <h1>Bewertungs&shy;erinnerungen abbestellen</h1>
      {!token ? (
        <Alert>
          Dieser Abmeldelink ist unvollständig. Sie können Bewertungserinnerungen in „Mein Profil“
          abbestellen.
        </Alert>
      ) : result === null ? (
        <Loading />
      ) : (
        <Alert kind={result.ok ? 'success' : 'error'}>{result.text}</Alert>
      )}
      <p>
        Sie können Erinnerungen jederzeit wieder unter{' '}
        <Link to="/profile">„Mein Profil“ › „Meine Daten“</Link> erlauben.
      </p>
    </div>
  );
}
