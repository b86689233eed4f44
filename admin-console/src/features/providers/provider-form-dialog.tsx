import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminProvider, AdminUpdateProviderRequest, Category } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { Dialog } from '@admin/components/dialog';
import { CheckboxField, TextAreaField, TextField } from '@admin/components/fields';
import { addMonths, todayIso } from '@admin/lib/dates';
import { toUpdateRequest } from '@admin/features/providers/providers-api';

export interface ProviderFormDialogProps {
  provider: AdminProvider | null;
  categories: Category[];
  onClose: () => void;
  /** Resolves when saved; rejects with the text to show. */
  onSave: (id: number, body: AdminUpdateProviderRequest) => Promise<void>;
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Edit every field of a provider; ticking 'freigeschaltet' prefills the end date with today + 6 months. */
export function ProviderFormDialog({ provider, categories, onClose, onSave }: ProviderFormDialogProps) {
  const [form, setForm] = useState<AdminUpdateProviderRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const categoriesLegendId = useId();

  useEffect(() => {
    setForm(provider ? toUpdateRequest(provider) : null);
    setError(null);
  }, [provider]);

  if (!provider || !form) return null;

  const set = <K extends keyof AdminUpdateProviderRequest>(key: K, value: AdminUpdateProviderRequest[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));

  function toggleCategory(id: number, checked: boolean) {
    setForm((current) =>
      current
        ? {
            ...current,
            kategorie_ids: checked
              ? [...current.kategorie_ids, id]
              : current.kategorie_ids.filter((existing) => existing !== id),
          }
        : current,
    );
  }

  function toggleActivation(checked: boolean) {
    setForm((current) =>
      current
        ? {
            ...current,
            ist_freigeschaltet: checked,
            eintrag_gueltig_bis:
              checked && !current.eintrag_gueltig_bis
                ? addMonths(todayIso(), 6)
                : current.eintrag_gueltig_bis,
          }
        : current,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || !provider) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(provider.id, {
        ...form,
        firmenname: form.firmenname.trim(),
        email: form.email.trim(),
        beschreibung: form.beschreibung.trim(),
        handynummer: emptyToNull(form.handynummer),
        website_url: emptyToNull(form.website_url),
        instagram_url: emptyToNull(form.instagram_url),
        neue_kategorie_vorschlag: emptyToNull(form.neue_kategorie_vorschlag),
        eintrag_gueltig_bis: form.eintrag_gueltig_bis || null,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Fehler beim Speichern: Speichern fehlgeschlagen');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="large"
      title={`Anbieter bearbeiten: ${provider.firmenname}`}
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <button type="button" className="ac-button" onClick={onClose} disabled={saving}>
            Abbrechen
          </button>
          <button type="submit" form={formId} className="ac-button ac-button--primary" disabled={saving}>
            {saving ? 'Speichern…' : 'Speichern'}
          </button>
        </>
      }
    >
      <form id={formId} className="ac-form" onSubmit={submit} noValidate={false}>
        <Alert message={error} onDismiss={() => setError(null)} />
        <div className="ac-form__grid">
          <TextField
            label="Firmenname"
            required
            value={form.firmenname}
            onChange={(e) => set('firmenname', e.target.value)}
          />
          <TextField
            label="E-Mail"
            type="email"
            required
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label="Handynummer"
            type="tel"
            value={form.handynummer ?? ''}
            onChange={(e) => set('handynummer', e.target.value)}
          />
          <TextField
            label="Website"
            type="url"
            placeholder="https://…"
            value={form.website_url ?? ''}
            onChange={(e) => set('website_url', e.target.value)}
          />
          <TextField
            label="Instagram"
            type="url"
            placeholder="https://instagram.com/…"
            value={form.instagram_url ?? ''}
            onChange={(e) => set('instagram_url', e.target.value)}
          />
          <TextField
            label="Kategorievorschlag des Anbieters"
            value={form.neue_kategorie_vorschlag ?? ''}
            onChange={(e) => set('neue_kategorie_vorschlag', e.target.value)}
          />
        </div>
        <TextAreaField
          label="Beschreibung"
          required
          rows={5}
          value={form.beschreibung}
          onChange={(e) => set('beschreibung', e.target.value)}
        />
        <fieldset className="ac-fieldset" aria-describedby={categoriesLegendId}>
          <legend>Kategorien</legend>
          <p id={categoriesLegendId} className="ac-field__hint">
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
            onChange={(e) => toggleActivation(e.target.checked)}
            hint="Beim Freischalten wird das Enddatum auf heute + 6 Monate gesetzt, falls keines eingetragen ist."
          />
          <TextField
            label="Gültig bis"
            type="date"
            value={form.eintrag_gueltig_bis ?? ''}
            onChange={(e) => set('eintrag_gueltig_bis', e.target.value || null)}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
