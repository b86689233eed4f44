import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Every route's error boundary: what the page itself cannot show (its code chunk failed to load twice,
 * or a bug). Failed requests stay inside the pages with their own texts. Rendered in the layout's
 * outlet, so navigation and footer stay usable.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Seite nicht geladen');
  useEffect(() => {
    console.error('Seite konnte nicht geladen werden', error);
  }, [error]);
  return (
    <div className="narrow stack">
      <h1>Diese Seite konnte nicht geladen werden.</h1>
      <Alert>
        <p style={{ margin: 0 }}>
          Vielleicht wurde die Website gerade aktualisiert oder die Verbindung ist unterbrochen. Laden Sie die
          Seite neu; hilft das nicht, versuchen Sie es bitte später noch einmal.
        </p>
      </Alert>
      <div>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Neu laden
        </button>
      </div>
    </div>
  );
}
