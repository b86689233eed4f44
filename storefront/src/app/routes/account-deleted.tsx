import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';

/** After "Konto löschen": the session is gone; the server's sentence, else the same in our words. */
export default function AccountDeletedRoute() {
  useDocumentTitle('Konto gelöscht');
  const state = useLocation().state as { msg?: unknown } | null;
  const msg = typeof state?.msg === 'string' ? state.msg : 'Ihr Konto wurde gelöscht.';
  return (
    <div className="narrow stack">
      <h1>Konto gelöscht</h1>
      <Alert kind="success">{msg}</Alert>
      <p>
        Ihre Bewertungen bleiben ohne Ihren Namen als „ehemaliger Nutzer“ sichtbar. Sie wurden abgemeldet.
        Vielen Dank, dass Sie Event-Kompass genutzt haben.
      </p>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </div>
  );
}
