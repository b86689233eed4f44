import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { clearWayBack, readWayBack, type WayBack } from '@/lib/way-back';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { StatsBlock } from '@/features/catalog/components/stats-block';
import type { homeLoader } from '@/app/routes/home.data';

/**
 * After login or registration the spec sends everyone here; who came from a provider page or the
 * shortlist as a guest is offered the way back (issue 25). Read after the first render: the
 * server's markup has no session.
 */
function WayBackGreeting() {
  const { user } = useSession();
  const [wayBack, setWayBack] = useState<WayBack | null>(null);
  useEffect(() => setWayBack(user ? readWayBack() : null), [user]);
  if (!user || !wayBack) return null;
  return (
    <div style={{ marginBottom: 'var(--space-4)' }}>
      <Alert kind="info">
        <div className="row" style={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <span>Willkommen, {user.vorname}! Sie waren gerade hier:</span>
          <span className="row">
            <Link to={wayBack.path} className="button" onClick={clearWayBack}>
              Weiter zu {wayBack.label}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                clearWayBack();
                setWayBack(null);
              }}
            >
              Ausblenden
            </button>
          </span>
        </div>
      </Alert>
    </div>
  );
}

export default function HomeRoute() {
  useDocumentTitle(undefined);
  // Stats and categories arrive together (one loader), so nothing below the hero gets pushed.
  const { categories, stats } = useLoaderData<typeof homeLoader>();

  return (
    <>
      <WayBackGreeting />
      <section className="hero">
        <h1>Finden Sie die passenden Dienstleister für Ihr Event</h1>
        <p>
          DJs, Catering, Locations, Fotografen und mehr aus Ihrer Region – vergleichen und direkt anfragen.
        </p>
        <SearchBar />
        <p style={{ margin: 'var(--space-4) 0 0' }}>
          <Link to="/so-funktionierts" className="button button--secondary">
            So funktioniert&apos;s
          </Link>
        </p>
      </section>
      {categories.error ? (
        <Alert>
          <p style={{ margin: 0 }}>{categories.error}</p>
        </Alert>
      ) : null}
      {categories.data ? (
        <>
          <StatsBlock stats={stats} />
          <section aria-labelledby="categories-title">
            <h2 id="categories-title">Oder stöbere durch unsere Kategorien</h2>
            <CategoryGrid categories={categories.data} />
          </section>
        </>
      ) : null}
    </>
  );
}
