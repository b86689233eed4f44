import { useState } from 'react';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { PublicProvider } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { BackButton } from '@/components/ui/back-button';
import { filtersFromParams, hasFilters } from '@/lib/provider-list-query';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageMemory } from '@/lib/use-page-memory';
import { usePagedList } from '@/lib/use-paged-list';
import { FilterBar, SortControl } from '@/features/catalog/components/filter-bar';
import { PagedResults } from '@/features/catalog/components/paged-results';
import { getProvidersByCategory } from '@/features/provider/api/get-providers-by-category';
import { ProviderCard } from '@/features/provider/components/provider-card';
import { MerkButton } from '@/features/merkliste/components/merk-button';
import { LOAD_ERROR, type categoryLoader } from '@/app/routes/category.data';
import { SignedInquiryDialog } from '@/features/inquiry/components/signed-inquiry-dialog';

export default function CategoryRoute() {
  const { categoryId = '' } = useParams();
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const { user } = useSession();
  const [inquiryFor, setInquiryFor] = useState<PublicProvider | null>(null);

  const { categories, providers: firstPages } = useLoaderData<typeof categoryLoader>();
  const providers = usePagedList(
    firstPages,
    (offset, signal, limit) => getProvidersByCategory(categoryId, filters, offset, signal, limit),
    LOAD_ERROR,
    usePageMemory(),
  );
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const name = category?.name ?? 'Unbekannte Kategorie';
  useDocumentTitle(categories.data ? name : undefined);
  const error = categories.error ?? (providers.rows ? null : providers.error);

  return (
    <>
      <BackButton to="/" label="Zurück zur Startseite" />
      <h1>Anbieter in: {name}</h1>
      <div className="stack">
        <FilterBar />
        <SortControl />
        {error ? <Alert>{error}</Alert> : null}
        {categories.data && providers.rows && providers.rows.length === 0 ? (
          <p className="muted">
            {hasFilters(filters)
              ? 'Für diese Filter gibt es in dieser Kategorie keine Anbieter.'
              : 'In dieser Kategorie gibt es noch keine Anbieter.'}
          </p>
        ) : null}
        {categories.data ? (
          <PagedResults
            list={providers}
            renderItem={(provider) => (
              <ProviderCard
                provider={provider}
                actions={
                  <>
                    {user ? (
                      <button type="button" className="button" onClick={() => setInquiryFor(provider)}>
                        Anfragen<span className="sr-only"> bei {provider.firmenname}</span>
                      </button>
                    ) : null}
                    <MerkButton provider={provider} />
                  </>
                }
              />
            )}
          />
        ) : null}
      </div>
      {inquiryFor ? <SignedInquiryDialog provider={inquiryFor} onClose={() => setInquiryFor(null)} /> : null}
    </>
  );
}
