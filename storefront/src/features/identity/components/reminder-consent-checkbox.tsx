import { useId } from 'react';

interface ReminderConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The opt-in for review reminders, on the registration form and in "Meine Daten"; never pre-ticked. */
export function ReminderConsentCheckbox({ checked, onChange }: ReminderConsentCheckboxProps) {
  const hintId = useId();
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          name="erinnerungen_erlaubt"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        Nach meinen Events an eine Bewertung erinnern
      </label>
      <span id={hintId} className="field__hint">
        Dazu schicken wir Ihnen nach dem Event-Datum einer Anfrage einmal eine E-Mail. Freiwillig und
        jederzeit widerrufbar – hier oder mit einem Klick in jeder Erinnerung.
      </span>
    </div>
  );
}
