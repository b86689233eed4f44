import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getCategories } from '@/features/catalog/api/get-categories';
import { ProviderApplicationForm } from '@/features/provider/components/provider-application-form';

const LOAD_ERROR = 'Kategorien konnten nicht geladen werden.';

export default function BecomeProviderRoute() {
  useDocumentTitle('Als Anbieter bewerben');
  const categories = useAsync((signal) => getCategories(LOAD_ERROR, signal), [], LOAD_ERROR);
  return (
    <div className="narrow stack">
      <h1>Als Anbieter bewerben</h1>
      <p>
        Die ersten 6 Monate sind kostenlos. Alle Konditionen finden Sie unter{' '}
        <Link to="/anbieter-info">Anbieter werden</Link>. Pflichtfelder sind mit * markiert.
      </p>
      {categories.loading ? <Loading text="Lade Kategorien..." /> : null}
      {categories.error ? <Alert>{categories.error}</Alert> : null}
      {categories.data || categories.error ? (
        <ProviderApplicationForm categories={categories.data ?? []} />
      ) : null}
    </div>
  );
}
