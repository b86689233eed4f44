import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Category, ProviderApplicationRequest } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextAreaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { applyAsProvider } from '@/features/provider/api/apply-as-provider';

const CATEGORY_REQUIRED = 'Bitte wählen Sie mindestens eine Kategorie aus oder schlagen Sie eine neue vor.';

const optional = (value: string) => (value.trim() ? value.trim() : null);

export function ProviderApplicationForm({ categories }: { categories: Category[] }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({
    firmenname: '',
    email: '',
    handynummer: '',
    website_url: '',
    instagram_url: '',
    beschreibung: '',
    neue_kategorie_vorschlag: '',
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const suggestion = form.neue_kategorie_vorschlag.trim();
    if (selected.length === 0 && !suggestion) {
      setError(CATEGORY_REQUIRED);
      return;
    }
    const body: ProviderApplicationRequest = {
      firmenname: form.firmenname.trim(),
      email: form.email.trim(),
      handynummer: optional(form.handynummer),
      website_url: optional(form.website_url),
      instagram_url: optional(form.instagram_url),
      beschreibung: form.beschreibung.trim(),
      kategorie_ids: selected,
      neue_kategorie_vorschlag: suggestion || null,
    };
    setBusy(true);
    try {
      const result = await applyAsProvider(body);
      setSuccess(result?.msg || 'Vielen Dank für Ihre Bewerbung!');
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Senden der Daten.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {success ? <Alert kind="success">{success}</Alert> : null}
      <form className="form card" onSubmit={onSubmit}>
        <Field
          label="Firmenname"
          name="firmenname"
          required
          value={form.firmenname}
          onChange={set('firmenname')}
          autoComplete="organization"
        />
        <Field
          label="E-Mail"
          name="email"
          type="email"
          required
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
        />
        <Field
          label="Handynummer (optional)"
          name="handynummer"
          type="tel"
          value={form.handynummer}
          onChange={set('handynummer')}
          autoComplete="tel"
        />
        <Field
          label="Website (optional)"
          name="website_url"
          type="url"
          placeholder="https://"
          value={form.website_url}
          onChange={set('website_url')}
        />
        <Field
          label="Instagram (optional)"
          name="instagram_url"
          type="url"
          placeholder="https://instagram.com/..."
          value={form.instagram_url}
          onChange={set('instagram_url')}
        />
        <TextAreaField
          label="Beschreibung Ihres Angebots"
          name="beschreibung"
          required
          rows={5}
          value={form.beschreibung}
          onChange={set('beschreibung')}
        />
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
        <Field
          label="Neue Kategorie vorschlagen (optional)"
          name="neue_kategorie_vorschlag"
          value={form.neue_kategorie_vorschlag}
          onChange={set('neue_kategorie_vorschlag')}
          hint="Ihre Branche fehlt? Schlagen Sie kostenlos eine neue Kategorie vor."
        />
        {error ? <Alert>{error}</Alert> : null}
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Wird gesendet...' : 'Bewerbung absenden'}
          </button>
        </div>
      </form>
      {success ? (
        <Dialog title="Bewerbung erfolgreich!" onClose={() => navigate('/')}>
          <p>{success}</p>
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
