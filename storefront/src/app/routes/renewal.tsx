import { useLoaderData } from 'react-router-dom';
import { RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RenewalForm } from '@/features/billing/components/renewal-form';
import type { renewalLoader } from '@/app/routes/renewal.data';

export default function RenewalRoute() {
  useDocumentTitle('Eintrag verlängern');
  const { provider } = useLoaderData<typeof renewalLoader>();

  return (
    <div className="narrow stack">
      <h1>Eintrag verlängern</h1>
      {provider.error ? <Alert>{provider.error}</Alert> : null}
      {provider.data ? (
        <>
          <p>
            Hallo <strong>{provider.data.firmenname}</strong>, schön, dass Sie weiter dabei sind! Verlängern
            Sie Ihren Eintrag für ein weiteres Jahr zum Preis von {RENEWAL_PRICE_LABEL}. Geben Sie dazu Ihre
            Rechnungsadresse an; anschließend bezahlen Sie bequem über PayPal.
          </p>
          <RenewalForm provider={provider.data} />
        </>
      ) : null}
    </div>
  );
}
