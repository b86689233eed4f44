import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getStats } from '@/features/catalog/api/get-stats';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { StatsBlock } from '@/features/catalog/components/stats-block';

const HOME_ERROR = 'Netzwerkantwort war nicht in Ordnung';

export default function HomeRoute() {
  useDocumentTitle(undefined);
  // Stats and categories appear together: stats arriving first (or last) would push the
  // category grid down under the reader's eyes. The numbers are optional, so their failure
  // must not cost the categories.
  const home = useAsync(
    async (signal) => {
      const [categories, stats] = await Promise.all([
        getCategories(HOME_ERROR, signal),
        getStats(signal).catch(() => undefined),
      ]);
      return { categories, stats };
    },
    [],
    HOME_ERROR,
  );

  return (
    <>
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
      {/* Nothing below the hero exists until it can be shown whole, so nothing gets pushed. */}
      {home.loading ? <Loading text="Lade Kategorien..." /> : null}
      {home.error ? (
        <Alert>
          <p style={{ margin: 0 }}>{home.error}</p>
        </Alert>
      ) : null}
      {home.data ? (
        <>
          <StatsBlock stats={home.data.stats} />
          <section aria-labelledby="categories-title">
            <h2 id="categories-title">Oder stöbere durch unsere Kategorien</h2>
            <CategoryGrid categories={home.data.categories} />
          </section>
        </>
      ) : null}
    </>
  );
}
