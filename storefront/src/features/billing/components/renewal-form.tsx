import { useEffect, useState } from 'react';
import { type InvoiceRef, RENEWAL_PRICE_LABEL, type RenewalProviderInfo } from '@event-kompass/shared-types';
import { FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { submitBillingInfo } from '@/features/billing/api/submit-billing-info';

export const PAYMENT_LINK_DELAY_MS = 2000;

const FIELDS: ReadonlyArray<FieldSpec<'name' | 'street' | 'city'>> = [
  { name: 'name', label: 'Name / Firma', required: true, autoComplete: 'organization' },
  { name: 'street', label: 'Straße & Hausnummer', required: true, autoComplete: 'street-address' },
  { name: 'city', label: 'PLZ & Ort', required: true },
];

/** Billing address, then thanks and the payment link opened in a new tab after 2 seconds. */
export function RenewalForm({ provider }: { provider: RenewalProviderInfo }) {
  const form = useFormValues({ name: provider.firmenname, street: '', city: '' });
  const { values } = form;
  const [paymentLink, setPaymentLink] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<InvoiceRef | null>(null);
  const submit = useFormSubmit({
    validate: () =>
      values.name.trim() && values.street.trim() && values.city.trim()
        ? null
        : 'Bitte füllen Sie alle Felder aus.',
    send: () =>
      submitBillingInfo({
        name: values.name.trim(),
        street: values.street.trim(),
        city: values.city.trim(),
        providerName: provider.firmenname,
        // The page knows no e-mail address; the server takes the provider's own from providerId.
        providerEmail: '',
        providerId: provider.id,
      }),
    fallback: 'Fehler beim Senden der Daten.',
    onSuccess: (result) => {
      setInvoice(result.rechnung ?? null);
      setPaymentLink(result.payment_link);
    },
  });

  useEffect(() => {
    if (!paymentLink) return;
    const timer = window.setTimeout(() => {
      window.open(paymentLink, '_blank', 'noopener,noreferrer');
    }, PAYMENT_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paymentLink]);

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
        {invoice && (
          <p>
            Ihre Rechnung {invoice.nummer} haben wir Ihnen auch per E-Mail geschickt. Sie können stattdessen
            auch überweisen; die Bankverbindung und einen GiroCode finden Sie in der Rechnung:{' '}
            <a href={invoice.pdf_url} download={`${invoice.nummer}.pdf`}>
              Rechnung {invoice.nummer} als PDF herunterladen
            </a>
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="form card" onSubmit={submit.onSubmit} noValidate>
      <h2>Rechnungsadresse</h2>
      <FieldList fields={FIELDS} values={values} onChange={form.setValue} />
      <FormEnd label={`Weiter zu PayPal (${RENEWAL_PRICE_LABEL})`} {...submit} />
    </form>
  );
}
