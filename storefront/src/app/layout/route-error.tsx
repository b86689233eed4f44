import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { endChunkReloadRound, mayReloadForChunk, reloadForChunk } from '@/app/lazy-page';
import { ChunkLoadError } from '@/lib/deferred';

/**
 * Every route's error boundary: what the page itself cannot show (its code chunk failed to load, or a
 * bug). Failed requests stay inside the pages with their own texts. Rendered in the layout's outlet, so
 * navigation and footer stay usable. A failed chunk first reloads the page once; the address is the
 * new page's by now (the router commits a navigation with its error), so the reload lands there.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof ChunkLoadError;
  // Decided once per error: the reload below sets the flag that this reads.
  const [reloading] = useState(() => chunkFailed && mayReloadForChunk());
  useDocumentTitle(reloading ? undefined : 'Seite nicht geladen');
  useEffect(() => {
    if (reloading) {
      reloadForChunk();
      return;
    }
    if (chunkFailed) endChunkReloadRound();
    console.error('Seite konnte nicht geladen werden', error);
  }, [error, chunkFailed, reloading]);

  if (reloading) return <Loading />;
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
