import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { searchProviders } from '@/features/catalog/api/search-providers';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { ProviderCard } from '@/features/provider/components/provider-card';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  useDocumentTitle(query ? `Suche: ${query}` : 'Suche');
  const results = useAsync((signal) => searchProviders(query, signal), [query], 'Fehler bei der Suche.');

  return (
    <div className="stack">
      <h1>{query.trim() ? `Suchergebnisse für „${query.trim()}“` : 'Suche'}</h1>
      <SearchBar key={query} initialQuery={query} />
      {results.loading ? <Loading /> : null}
      {results.error ? <Alert>{results.error}</Alert> : null}
      {results.data && results.data.length === 0 ? <p>Keine Ergebnisse für Ihre Suche gefunden.</p> : null}
      {results.data && results.data.length > 0 ? (
        <ul className="plain-list" aria-label="Suchergebnisse">
          {results.data.map((hit) => (
            <li key={hit.id}>
              <ProviderCard
                provider={hit}
                meta={<div className="muted">Kategorie: {hit.kategorie_name}</div>}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
