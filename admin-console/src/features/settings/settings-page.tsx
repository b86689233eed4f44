import { useEffect, useId, useState } from 'react';
import type { SettingKey } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { FeedbackAlerts, useFeedback } from '@admin/components/feedback';
import { LOAD_FAILED } from '@admin/components/list-page';
import { Page } from '@admin/components/page';
import { TextField } from '@admin/components/fields';
import { errorMessage } from '@event-kompass/web-client';
import { useApi } from '@admin/lib/api-context';
import { useResource } from '@admin/lib/use-resource';
import { fetchSettings, updateSetting } from '@admin/features/settings/settings-api';

export const SETTING_SAVE_FAILED = 'Einstellung konnte nicht gespeichert werden.';

/** The tab's settings in their order: an on/off switch or a number of days. */
const SETTING_FIELDS: { key: SettingKey; kind: 'switch' | 'days'; label: string; hint: string }[] = [
  {
    key: 'show_stats_on_homepage',
    kind: 'switch',
    label: 'Statistiken auf der Startseite anzeigen',
    hint: 'Zeigt die Zahl der Anbieter und Nutzer auf der Startseite.',
  },
  {
    key: 'require_email_verification',
    kind: 'switch',
    label: 'Anfragen und Bewertungen nur mit bestätigter E-Mail-Adresse',
    hint: 'Nutzer müssen erst dem Link in ihrer Registrierungsmail folgen, bevor sie Anfragen senden oder bewerten.',
  },
  {
    key: 'expiration_reminder_days',
    kind: 'days',
    label: 'Erinnerung vor Ablauf eines Eintrags (Tage)',
    hint: 'So viele Tage vor dem Ende eines Eintrags erhält der Anbieter eine Erinnerung. Gespeichert wird beim Verlassen des Feldes.',
  },
  {
    key: 'review_reminder_days',
    kind: 'days',
    label: 'Bewertungserinnerung nach dem Event (Tage)',
    hint: 'So viele Tage nach dem Event-Datum wird der Nutzer an seine Bewertung erinnert. Gespeichert wird beim Verlassen des Feldes.',
  },
];

export function SettingsPage() {
  const api = useApi();
  const settings = useResource(() => fetchSettings(api), LOAD_FAILED);
  const { data, setData, reload } = settings;
  const feedback = useFeedback();

  /** Optimistic: the UI shows the new value at once; a failed save reloads the server's values. */
  async function save(schluessel: SettingKey, wert: string) {
    setData((current) => (current ? { ...current, [schluessel]: wert } : current));
    feedback.succeed(null);
    try {
      await updateSetting(api, { schluessel, wert });
      feedback.succeed('Einstellung gespeichert.');
    } catch (e) {
      feedback.fail(errorMessage(e, SETTING_SAVE_FAILED));
      await reload();
    }
  }

  return (
    <Page title="Einstellungen">
      <Alert message={settings.error} onDismiss={settings.clearError} />
      <FeedbackAlerts feedback={feedback} />
      {data === null ? (
        <p className="ac-loading">{settings.loading ? 'Einstellungen werden geladen…' : ''}</p>
      ) : (
        <div className="ac-card ac-settings">
          {SETTING_FIELDS.map(({ key, kind, label, hint }) =>
            kind === 'switch' ? (
              <SwitchSetting
                key={key}
                label={label}
                hint={hint}
                checked={data[key] === 'true'}
                onSave={(value) => save(key, value)}
              />
            ) : (
              <DaysSetting
                key={key}
                label={label}
                hint={hint}
                value={data[key]}
                onSave={(value) => save(key, value)}
              />
            ),
          )}
        </div>
      )}
    </Page>
  );
}

/** An on/off setting, saved at once. */
function SwitchSetting({
  label,
  hint,
  checked,
  onSave,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onSave: (value: 'true' | 'false') => void;
}) {
  const id = useId();
  return (
    <div className="ac-setting">
      <div className="ac-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={(e) => void onSave(e.target.checked ? 'true' : 'false')}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p className="ac-field__hint">{hint}</p>
    </div>
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

  useEffect(() => setDraft(value), [value]);

  const valid = /^\d+$/.test(draft.trim()) && Number(draft) >= 1;

  function commit() {
    const next = draft.trim();
    if (!valid || next === value) return;
    void onSave(String(Number(next)));
  }

  return (
    <TextField
      label={label}
      hint={hint}
      problem={valid ? undefined : 'Bitte eine ganze Zahl ab 1 eingeben.'}
      frameClassName="ac-setting"
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      className="ac-input--number"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
