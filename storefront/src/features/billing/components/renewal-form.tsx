import { useEffect, useState, type FormEvent } from 'react';
import { RENEWAL_PRICE_LABEL, type RenewalProviderInfo } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { submitBillingInfo } from '@/features/billing/api/submit-billing-info';

export const PAYMENT_LINK_DELAY_MS = 2000;

/** Billing address, then thanks and the payment link opened in a new tab after 2 seconds. */
export function RenewalForm({ provider }: { provider: RenewalProviderInfo }) {
  const [form, setForm] = useState({ name: provider.firmenname, street: '', city: '' });
  const [error, setError] = useState<string | null>(null);
  const [paymentLink, setPaymentLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  useEffect(() => {
    if (!paymentLink) return;
    const timer = window.setTimeout(() => {
      window.open(paymentLink, '_blank', 'noopener,noreferrer');
    }, PAYMENT_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paymentLink]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!form.name.trim() || !form.street.trim() || !form.city.trim()) {
      setError('Bitte füllen Sie alle Felder aus.');
      return;
    }
    setBusy(true);
    try {
      const result = await submitBillingInfo({
        name: form.name.trim(),
        street: form.street.trim(),
        city: form.city.trim(),
        providerName: provider.firmenname,
        // The page knows no e-mail address; the server takes the provider's own from providerId.
        providerEmail: '',
        providerId: provider.id,
      });
      setPaymentLink(result.payment_link);
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Senden der Daten.'));
    } finally {
      setBusy(false);
    }
  };

  if (paymentLink) {
    return (
      <div className="card stack" role="status">
        <h2>Vielen Dank!</h2>
        <p>
          Wir haben Ihre Rechnungsadresse erhalten. In wenigen Sekunden öffnet sich PayPal in einem neuen Tab,
          um die Verlängerung ({RENEWAL_PRICE_LABEL} für ein Jahr) zu bezahlen.
        </p>
        <p>
          Falls sich kein Tab öffnet:{' '}
          <a href={paymentLink} target="_blank" rel="noopener noreferrer">
            Jetzt zu PayPal (öffnet in neuem Tab)
          </a>
        </p>
      </div>
    );
  }

  return (
    <form className="form card" onSubmit={onSubmit} noValidate>
      <h2>Rechnungsadresse</h2>
      <Field
        label="Name / Firma"
        required
        autoComplete="organization"
        value={form.name}
        onChange={set('name')}
      />
      <Field
        label="Straße & Hausnummer"
        required
        autoComplete="street-address"
        value={form.street}
        onChange={set('street')}
      />
      <Field label="PLZ & Ort" required value={form.city} onChange={set('city')} />
      {error ? <Alert>{error}</Alert> : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          Weiter zu PayPal ({RENEWAL_PRICE_LABEL})
        </button>
      </div>
    </form>
  );
}
