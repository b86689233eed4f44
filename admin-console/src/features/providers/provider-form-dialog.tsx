import { useEffect, useId, useRef, useState } from 'react';
import {
  FREE_LISTING_LABEL,
  PROVIDER_NUMBER_LIMITS,
  removalBody,
  type AdminProvider,
  type AdminUpdateProviderRequest,
  type Category,
} from '@event-kompass/shared-types';
import {
  CheckboxField,
  ReasonField,
  TextAreaField,
  TextField,
  useFormFields,
} from '@admin/components/fields';
import { FormDialog } from '@admin/components/form-dialog';
import { toUpdateRequest } from '@admin/features/providers/providers-api';
import {
  placePriceDraft,
  placePriceProblems,
  placePriceRequest,
  type PlacePriceField,
} from '@admin/features/providers/place-price';

export interface ProviderFormDialogProps {
  provider: AdminProvider;
  categories: Category[];
  onClose: () => void;
  /** Resolves when saved; rejects with the text to show. */
  onSave: (body: AdminUpdateProviderRequest) => Promise<void>;
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Edit every field of a provider, activate it and set the end of its listing. */
export function ProviderFormDialog({ provider, categories, onClose, onSave }: ProviderFormDialogProps) {
  const { form, set, setForm, text } = useFormFields(() => toUpdateRequest(provider));
  const categoriesHintId = useId();
  const place = useFormFields(() => placePriceDraft(provider));
  const problems = placePriceProblems(place.form);
  // A problem shows once its field was left or a save was tried, not while the first digits are typed.
  const [visited, setVisited] = useState<Partial<Record<PlacePriceField, true>>>({});
  const [refusedSaves, setRefusedSaves] = useState(0);
  const placeFieldsRef = useRef<HTMLFieldSetElement>(null);
  // Only a named owner is shown in the field; without one the account that confirmed the listing's e-mail runs it.
  const namedOwner = provider.besitzer?.ausdruecklich ? provider.besitzer.email : '';
  const [owner, setOwner] = useState(namedOwner);
  const [offlineReason, setOfflineReason] = useState('');
  const takingOffline = provider.ist_freigeschaltet && !form.ist_freigeschaltet;
  const ownerHint = provider.besitzer
    ? `Jetzt: ${provider.besitzer.name} (${provider.besitzer.email})${provider.besitzer.ausdruecklich ? '' : ' – über die bestätigte E-Mail-Adresse des Eintrags'}.`
    : 'Noch kein Konto: Ein Konto, das die E-Mail-Adresse des Eintrags bestätigt, wird automatisch zugeordnet.';

  useEffect(() => {
    if (refusedSaves > 0)
      placeFieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSaves]);

  const placeField = (field: PlacePriceField) => ({
    ...place.text(field),
    onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
    problem: visited[field] || refusedSaves > 0 ? problems[field] : undefined,
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
  });
  const typedPlz = place.form.plz.trim();
  const placeHint = !typedPlz
    ? 'Ohne PLZ hat der Anbieter keinen Ort.'
    : typedPlz === provider.plz
      ? `Ort: ${provider.ort ?? 'unbekannt'}`
      : 'Der Ort wird beim Speichern aus der PLZ ermittelt.';

  function toggleCategory(id: number, checked: boolean) {
    setForm((current) => ({
      ...current,
      kategorie_ids: checked
        ? [...current.kategorie_ids, id]
        : current.kategorie_ids.filter((existing) => existing !== id),
    }));
  }

  async function submit() {
    if (Object.keys(problems).length > 0) {
      setRefusedSaves((count) => count + 1);
      return;
    }
    const activating = form.ist_freigeschaltet && !provider.ist_freigeschaltet;
    await onSave({
      ...form,
      firmenname: form.firmenname.trim(),
      email: form.email.trim(),
      beschreibung: form.beschreibung.trim(),
      handynummer: emptyToNull(form.handynummer),
      website_url: emptyToNull(form.website_url),
      instagram_url: emptyToNull(form.instagram_url),
      neue_kategorie_vorschlag: emptyToNull(form.neue_kategorie_vorschlag),
      // Activating without a date: leave it out so the server sets the free period on its calendar;
      // otherwise an empty field means "no end" (null).
      eintrag_gueltig_bis: form.eintrag_gueltig_bis || (activating ? undefined : null),
      ...placePriceRequest(place.form),
      // Sent only when changed; empty removes the named owner.
      ...(owner.trim() !== namedOwner ? { besitzer_email: emptyToNull(owner) } : {}),
      ...(takingOffline ? removalBody(offlineReason) : {}),
    });
  }

  return (
    <FormDialog
      size="large"
      title={`Anbieter bearbeiten: ${provider.firmenname}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="ac-form__grid">
        <TextField label="Firmenname" required {...text('firmenname')} />
        <TextField label="E-Mail" type="email" required {...text('email')} />
        <TextField label="Handynummer" type="tel" {...text('handynummer')} />
        <TextField label="Website" type="url" placeholder="https://…" {...text('website_url')} />
        <TextField
          label="Instagram"
          type="url"
          placeholder="https://instagram.com/…"
          {...text('instagram_url')}
        />
        <TextField label="Kategorievorschlag des Anbieters" {...text('neue_kategorie_vorschlag')} />
        <TextField
          label="Konto des Anbieters (E-Mail)"
          type="email"
          hint={ownerHint}
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
        />
      </div>
      <TextAreaField label="Beschreibung" required rows={5} {...text('beschreibung')} />
      <fieldset ref={placeFieldsRef} className="ac-fieldset">
        <legend>Ort und Preis</legend>
        <div className="ac-form__grid">
          <TextField label="PLZ" maxLength={5} hint={placeHint} {...placeField('plz')} />
          <TextField
            label="Einsatzradius (km)"
            hint={`Leer: ${PROVIDER_NUMBER_LIMITS.defaultRadiusKm} km.`}
            {...placeField('einsatzradius_km')}
          />
          <TextField
            label="Preis ab (€)"
            hint="Ganze Euro; leer, wenn kein Preis genannt ist."
            {...placeField('preis_ab')}
          />
        </div>
      </fieldset>
      <fieldset className="ac-fieldset" aria-describedby={categoriesHintId}>
        <legend>Kategorien</legend>
        <p id={categoriesHintId} className="ac-field__hint">
          Wählen Sie alle passenden Kategorien.
        </p>
        <div className="ac-checklist">
          {categories.map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={form.kategorie_ids.includes(category.id)}
              onChange={(e) => toggleCategory(category.id, e.target.checked)}
            />
          ))}
          {categories.length === 0 ? <p>Keine Kategorien vorhanden.</p> : null}
        </div>
      </fieldset>
      <fieldset className="ac-fieldset">
        <legend>Freischaltung</legend>
        <CheckboxField
          label="Eintrag freigeschaltet"
          checked={form.ist_freigeschaltet}
          onChange={(e) => set('ist_freigeschaltet', e.target.checked)}
          hint={`Wird ein Anbieter ohne Enddatum freigeschaltet, gilt sein Eintrag ${FREE_LISTING_LABEL} ab heute.`}
        />
        <TextField
          label="Gültig bis"
          type="date"
          value={form.eintrag_gueltig_bis ?? ''}
          onChange={(e) => set('eintrag_gueltig_bis', e.target.value || null)}
        />
        {takingOffline ? (
          <ReasonField
            label="Begründung an den Anbieter"
            hint="Der Eintrag wird gesperrt; die Begründung geht per E-Mail an den Anbieter (DSA Art. 17). Leer: eine allgemeine Begründung."
            value={offlineReason}
            onChange={(e) => setOfflineReason(e.target.value)}
          />
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
