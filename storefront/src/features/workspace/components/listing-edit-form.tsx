import type { OwnListing } from '@event-kompass/shared-types';
import { FieldList } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { updateOwnListing } from '@/features/workspace/api/own-listings';
import {
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  optionalFieldsPayload,
  PLACE_FIELDS,
} from '@/components/listing/listing-fields';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** What the owner may change; name, categories and validity stay with the editors. */
export function ListingEditForm({
  listing,
  onSaved,
}: {
  listing: OwnListing;
  onSaved: (listing: OwnListing) => void;
}) {
  const form = useFormValues({
    beschreibung: listing.beschreibung,
    handynummer: text(listing.handynummer),
    website_url: text(listing.website_url),
    instagram_url: text(listing.instagram_url),
    plz: text(listing.plz),
    einsatzradius_km: text(listing.einsatzradius_km),
    preis_ab: text(listing.preis_ab),
  });
  const { values } = form;
  const submit = useFormSubmit({
    send: () =>
      updateOwnListing(listing.id, {
        beschreibung: values.beschreibung.trim(),
        ...optionalFieldsPayload(values),
      }),
    fallback: 'Der Eintrag konnte nicht gespeichert werden.',
    successFallback: 'Ihr Eintrag wurde gespeichert.',
    onSuccess: onSaved,
  });

  return (
    <form className="form" onSubmit={submit.onSubmit} aria-label="Eintrag bearbeiten">
      <p className="muted">
        Firmenname, E-Mail-Adresse und Kategorien ändert die Redaktion – schreiben Sie uns dazu über das
        Kontaktformular.
      </p>
      <FieldList fields={[DESCRIPTION_FIELD]} values={values} onChange={form.setValue} />
      <FieldList fields={CONTACT_FIELDS} values={values} onChange={form.setValue} />
      <div className="form-columns">
        <FieldList fields={PLACE_FIELDS} values={values} onChange={form.setValue} />
      </div>
      <FormEnd label={submit.busy ? 'Wird gespeichert...' : 'Eintrag speichern'} {...submit} />
    </form>
  );
}
