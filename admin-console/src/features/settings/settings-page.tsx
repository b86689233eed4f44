import { useCallback, useEffect, useId, useState } from 'react';
import type { SettingKey, Settings, UpdateSettingRequest } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { useApi } from '@admin/lib/api-context';
import { useResource } from '@admin/lib/use-resource';

export const SETTING_SAVE_FAILED = 'Einstellung konnte nicht gespeichert werden.';

export function SettingsPage() {
  const api = useApi();
  const settings = useResource(
    useCallback(() => api.get<Settings>('/api/admin/settings'), [api]),
    'Daten konnten nicht geladen werden',
  );
  const { data, setData, reload } = settings;
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  /** Optimistic: the UI shows the new value at once; a failed save reloads the server's values. */
  async function save(schluessel: SettingKey, wert: string) {
    setData((current) => (current ? { ...current, [schluessel]: wert } : current));
    setSaved(null);
    try {
      const body: UpdateSettingRequest = { schluessel, wert };
      await api.send('PUT', '/api/admin/settings', body);
      setError(null);
      setSaved('Einstellung gespeichert.');
    } catch {
      setError(SETTING_SAVE_FAILED);
      await reload();
    }
  }

  const showStats = data?.show_stats_on_homepage === 'true';

  return (
    <section className="ac-page" aria-labelledby="ac-settings-title">
      <h2 id="ac-settings-title" className="ac-page__title">
        Einstellungen
      </h2>
      <Alert message={settings.error} onDismiss={settings.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={saved} kind="success" onDismiss={() => setSaved(null)} />
      {data === null ? (
        <p className="ac-loading">{settings.loading ? 'Einstellungen werden geladen…' : ''}</p>
      ) : (
        <div className="ac-card ac-settings">
          <div className="ac-setting">
            <div className="ac-switch">
              <input
                id="ac-setting-stats"
                type="checkbox"
                role="switch"
                checked={showStats}
                aria-checked={showStats}
                onChange={(e) => void save('show_stats_on_homepage', e.target.checked ? 'true' : 'false')}
              />
              <label htmlFor="ac-setting-stats">Statistiken auf der Startseite anzeigen</label>
            </div>
            <p className="ac-field__hint">Zeigt die Zahl der Anbieter und Nutzer auf der Startseite.</p>
          </div>
          <DaysSetting
            label="Erinnerung vor Ablauf eines Eintrags (Tage)"
            hint="So viele Tage vor dem Ende eines Eintrags erhält der Anbieter eine Erinnerung. Gespeichert wird beim Verlassen des Feldes."
            value={data.expiration_reminder_days}
            onSave={(value) => save('expiration_reminder_days', value)}
          />
          <DaysSetting
            label="Bewertungserinnerung nach dem Event (Tage)"
            hint="So viele Tage nach dem Event-Datum wird der Nutzer an seine Bewertung erinnert. Gespeichert wird beim Verlassen des Feldes."
            value={data.review_reminder_days}
            onSave={(value) => save('review_reminder_days', value)}
          />
        </div>
      )}
    </section>
  );
}

/** A number input (min 1) saved when it loses focus or on Enter, only when changed and valid. */
function DaysSetting({
  label,
  hint,
  value,
  onSave,
}: {
  label: string;
  hint: string;
  value: string;
  onSave: (value: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const hintId = useId();
  const problemId = useId();

  useEffect(() => setDraft(value), [value]);

  const valid = /^\d+$/.test(draft.trim()) && Number(draft) >= 1;

  function commit() {
    const next = draft.trim();
    if (!valid || next === value) return;
    void onSave(String(Number(next)));
  }

  return (
    <div className="ac-setting ac-field">
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className="ac-input ac-input--number"
        value={draft}
        aria-invalid={!valid || undefined}
        aria-describedby={valid ? hintId : `${hintId} ${problemId}`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <p id={hintId} className="ac-field__hint">
        {hint}
      </p>
      {!valid ? (
        <p id={problemId} className="ac-field__problem">
          Bitte eine ganze Zahl ab 1 eingeben.
        </p>
      ) : null}
    </div>
  );
}
