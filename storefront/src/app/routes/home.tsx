import { useLoaderData } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { StatsBlock } from '@/features/catalog/components/stats-block';
import type { homeLoader } from '@/app/routes/home.data';

export default function HomeRoute() {
  useDocumentTitle(undefined);
  // Stats and categories arrive together (one loader), so nothing below the hero gets pushed.
  const { categories, stats } = useLoaderData<typeof homeLoader>();

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
