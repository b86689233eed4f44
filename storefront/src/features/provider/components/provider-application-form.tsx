import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { AGB_VERSION, germanDate, type Category } from '@event-kompass/shared-types';
import { FormAlerts } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { EMAIL_FIELD, emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { applyAsProvider } from '@/features/provider/api/apply-as-provider';
import {
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  optionalFieldsPayload,
  PLACE_FIELDS,
} from '@/components/listing/listing-fields';

const CATEGORY_REQUIRED = 'Bitte wählen Sie mindestens eine Kategorie aus oder schlagen Sie eine neue vor.';
const TERMS_REQUIRED = 'Bitte akzeptieren Sie die AGB, um sich als Anbieter zu bewerben.';

type ApplicationField =
  | 'firmenname'
  | 'email'
  | 'handynummer'
  | 'website_url'
  | 'instagram_url'
  | 'beschreibung'
  | 'neue_kategorie_vorschlag';

/** The fields above the category checkboxes. */
const PROVIDER_FIELDS: ReadonlyArray<FieldSpec<ApplicationField>> = [
  { name: 'firmenname', label: 'Firmenname', required: true, autoComplete: 'organization' },
  EMAIL_FIELD,
  ...CONTACT_FIELDS,
  DESCRIPTION_FIELD,
];

const SUGGESTION_FIELD: ReadonlyArray<FieldSpec<ApplicationField>> = [
  {
    name: 'neue_kategorie_vorschlag',
    label: 'Neue Kategorie vorschlagen (optional)',
    hint: 'Ihre Branche fehlt? Schlagen Sie kostenlos eine neue Kategorie vor.',
  },
];

const DEFAULT_RADIUS_KM = '50';

export function ProviderApplicationForm({ categories }: { categories: Category[] }) {
  const navigate = useNavigate();
  const form = useFormValues({
    ...emptyValues([...PROVIDER_FIELDS, ...SUGGESTION_FIELD]),
    plz: '',
    einsatzradius_km: DEFAULT_RADIUS_KM,
    preis_ab: '',
  });
  const { values } = form;
  const [selected, setSelected] = useState<number[]>([]);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const suggestion = values.neue_kategorie_vorschlag.trim();
  const submit = useFormSubmit({
    validate: () =>
      selected.length === 0 && !suggestion ? CATEGORY_REQUIRED : termsAccepted ? null : TERMS_REQUIRED,
    send: () =>
      applyAsProvider({
        firmenname: values.firmenname.trim(),
        email: values.email.trim(),
        ...optionalFieldsPayload(values),
        beschreibung: values.beschreibung.trim(),
        kategorie_ids: selected,
        neue_kategorie_vorschlag: suggestion || null,
        agb_akzeptiert: true,
      }),
    fallback: 'Fehler beim Senden der Daten.',
    successFallback: 'Vielen Dank für Ihre Bewerbung!',
  });

  return (
    <>
      <FormAlerts error={null} success={submit.success} />
      <form className="form card" onSubmit={submit.onSubmit}>
        <FieldList fields={PROVIDER_FIELDS} values={values} onChange={form.setValue} />
        <fieldset className="field">
          <legend>Kategorien</legend>
          <div className="checkbox-list">
            {categories.map((category) => (
              <label key={category.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={selected.includes(category.id)}
                  onChange={(event) =>
                    setSelected((ids) =>
                      event.target.checked ? [...ids, category.id] : ids.filter((id) => id !== category.id),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldList fields={SUGGESTION_FIELD} values={values} onChange={form.setValue} />
        <fieldset className="field">
          <legend>Einsatzgebiet und Preis (optional)</legend>
          <div className="form-columns">
            <FieldList fields={PLACE_FIELDS} values={values} onChange={form.setValue} />
          </div>
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => setTermsAccepted(event.target.checked)}
            aria-required="true"
          />
          <span>
            Ich akzeptiere die{' '}
            <Link to="/agb" target="_blank" rel="noopener">
              AGB
            </Link>{' '}
            (Stand {germanDate(AGB_VERSION)}) *
          </span>
        </label>
        <FormEnd
          label={submit.busy ? 'Wird gesendet...' : 'Bewerbung absenden'}
          busy={submit.busy}
          error={submit.error}
        />
      </form>
      {submit.success ? (
        <Dialog title="Bewerbung erfolgreich!" onClose={() => navigate('/')}>
          <p>{submit.success}</p>
          <p>
            Wir prüfen Ihre Angaben und schalten Ihren Eintrag frei. Unser Tipp: Legen Sie sich zusätzlich ein
            Benutzerkonto an – damit können Sie selbst Anfragen senden und Bewertungen abgeben.
          </p>
          <div className="row">
            <Link to="/register" className="button">
              Benutzerkonto erstellen
            </Link>
            <button type="button" className="button button--secondary" onClick={() => navigate('/')}>
              Schließen
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
