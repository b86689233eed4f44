import { Link } from '@/components/ui/link';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Seite nicht gefunden');
  return (
    <div className="narrow stack">
      <h1>Seite nicht gefunden</h1>
      <p>
        Die aufgerufene Seite gibt es leider nicht (Fehler 404). Vielleicht hat sich die Adresse geändert.
      </p>
      <p>
        <Link to="/" className="button">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}
