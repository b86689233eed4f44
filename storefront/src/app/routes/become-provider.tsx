import { useLoaderData } from 'react-router-dom';
import { FREE_LISTING_LABEL } from '@event-kompass/shared-types';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProviderApplicationForm } from '@/features/provider/components/provider-application-form';
import type { becomeProviderLoader } from '@/app/routes/become-provider.data';

export default function BecomeProviderRoute() {
  useDocumentTitle('Als Anbieter bewerben');
  const { categories } = useLoaderData<typeof becomeProviderLoader>();
  return (
    <div className="narrow stack">
      <h1>Als Anbieter bewerben</h1>
      <p>
        Die ersten {FREE_LISTING_LABEL} sind kostenlos. Alle Konditionen finden Sie unter{' '}
        <Link to="/anbieter-info">Anbieter werden</Link>. Pflichtfelder sind mit * markiert.
      </p>
      {categories.error ? <Alert>{categories.error}</Alert> : null}
      <ProviderApplicationForm categories={categories.data ?? []} />
    </div>
  );
}
