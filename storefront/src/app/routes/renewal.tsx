import { useParams } from 'react-router-dom';
import { RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getRenewalProvider } from '@/features/billing/api/get-renewal-provider';
import { RenewalForm } from '@/features/billing/components/renewal-form';

export default function RenewalRoute() {
  const { providerId = '' } = useParams();
  useDocumentTitle('Eintrag verlängern');
  const provider = useAsync(
    (signal) => getRenewalProvider(providerId, signal),
    [providerId],
    'Anbieterinformationen konnten nicht geladen werden.',
  );

  return (
    <div className="narrow stack">
      <h1>Eintrag verlängern</h1>
      {provider.loading ? <Loading /> : null}
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
