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
  const categories = useAsync((signal) => getCategories(HOME_ERROR, signal), [], HOME_ERROR);
  const stats = useAsync((signal) => getStats(signal), [], HOME_ERROR);

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
      <StatsBlock stats={stats.data} />
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">Oder stöbere durch unsere Kategorien</h2>
        {categories.loading ? <Loading text="Lade Kategorien..." /> : null}
        {categories.error ? (
          <Alert>
            <p style={{ margin: 0 }}>{categories.error}</p>
          </Alert>
        ) : null}
        {categories.data ? <CategoryGrid categories={categories.data} /> : null}
      </section>
    </>
  );
}
