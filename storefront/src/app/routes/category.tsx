import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicProvider } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { BackButton } from '@/components/ui/back-button';
import { Loading } from '@/components/ui/loading';
import { useSession } from '@/lib/session';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getCategories } from '@/features/catalog/api/get-categories';
import { InquiryDialog } from '@/features/inquiry/components/inquiry-dialog';
import { getProvidersByCategory } from '@/features/provider/api/get-providers-by-category';
import { ProviderCard } from '@/features/provider/components/provider-card';

const LOAD_ERROR = 'Fehler beim Laden der Daten';

export default function CategoryRoute() {
  const { categoryId = '' } = useParams();
  const { user } = useSession();
  const [inquiryFor, setInquiryFor] = useState<PublicProvider | null>(null);

  const state = useAsync(
    async (signal) => {
      const [categories, providers] = await Promise.all([
        getCategories(LOAD_ERROR, signal),
        getProvidersByCategory(categoryId, signal),
      ]);
      return { category: categories.find((c) => String(c.id) === categoryId), providers };
    },
    [categoryId],
    LOAD_ERROR,
  );
  const name = state.data?.category?.name ?? 'Unbekannte Kategorie';
  useDocumentTitle(state.data ? name : undefined);

  return (
    <>
      <BackButton to="/" label="Zurück zur Startseite" />
      <h1>Anbieter in: {state.loading ? '…' : name}</h1>
      {state.loading ? <Loading /> : null}
      {state.error ? <Alert>{state.error}</Alert> : null}
      {state.data && state.data.providers.length === 0 ? (
        <p className="muted">In dieser Kategorie gibt es noch keine Anbieter.</p>
      ) : null}
      {state.data ? (
        <ul className="plain-list">
          {state.data.providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                actions={
                  user ? (
                    <button type="button" className="button" onClick={() => setInquiryFor(provider)}>
                      Anfragen<span className="sr-only"> bei {provider.firmenname}</span>
                    </button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {inquiryFor && user ? (
        <InquiryDialog
          provider={inquiryFor}
          senderName={`${user.vorname} ${user.nachname}`}
          onClose={() => setInquiryFor(null)}
        />
      ) : null}
    </>
  );
}
