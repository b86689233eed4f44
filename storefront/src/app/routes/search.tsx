import { useLoaderData, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { filtersFromParams, hasFilters, withPages } from '@/lib/provider-list-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageMemory } from '@/lib/use-page-memory';
import { usePagedList } from '@/lib/use-paged-list';
import { searchProviders } from '@/features/catalog/api/search-providers';
import { FilterBar, SortControl } from '@/features/catalog/components/filter-bar';
import { PagedResults } from '@/features/catalog/components/paged-results';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { ProviderCard } from '@/features/provider/components/provider-card';
import { MerkButton } from '@/features/merkliste/components/merk-button';
import { SEARCH_ERROR, type searchLoader } from '@/app/routes/search.data';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const filters = filtersFromParams(params);
  useDocumentTitle(query ? `Suche: ${query}` : 'Suche');
  const results = usePagedList(
    useLoaderData<typeof searchLoader>().results,
    (offset, signal, limit) => searchProviders(query, filters, offset, signal, limit),
    SEARCH_ERROR,
    usePageMemory(),
  );

  /** The same filters with another query: for "Meinten Sie". */
  const searchFor = (text: string) => {
    const next = withPages(params, 1);
    next.set('q', text);
    return `/search?${next.toString()}`;
  };

  return (
    <div className="stack">
      <h1>{query.trim() ? `Suchergebnisse für „${query.trim()}“` : 'Suche'}</h1>
      <SearchBar key={query} initialQuery={query} keepParams={params} />
      <FilterBar />
      {query.trim() || filters.plz ? <SortControl /> : null}
      {results.error && !results.rows ? <Alert>{results.error}</Alert> : null}
      {results.rows && results.rows.length === 0 ? (
        <>
          <p>Keine Ergebnisse für Ihre Suche gefunden.</p>
          {results.suggestedQuery ? (
            <p>
              Meinten Sie: <Link to={searchFor(results.suggestedQuery)}>{results.suggestedQuery}</Link>?
            </p>
          ) : null}
          {hasFilters(filters) ? <p className="muted">Versuchen Sie es mit weniger Filtern.</p> : null}
        </>
      ) : null}
      <PagedResults
        list={results}
        label="Suchergebnisse"
        renderItem={(hit) => (
          <ProviderCard
            provider={hit}
            meta={<div className="muted">Kategorie: {hit.kategorie_name}</div>}
            actions={<MerkButton provider={hit} />}
          />
        )}
      />
    </div>
  );
}
