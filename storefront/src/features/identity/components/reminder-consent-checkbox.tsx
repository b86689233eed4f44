interface ReminderConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The opt-in for review reminders, on the registration form and in "Meine Daten"; never pre-ticked. */
export function ReminderConsentCheckbox({ checked, onChange }: ReminderConsentCheckboxProps) {
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          name="erinnerungen_erlaubt"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        Erinnern Sie mich nach meinem Event per E-Mail daran, den Anbieter zu bewerten.
      </label>
      <span className="field__hint">
        Freiwillig und jederzeit widerrufbar – hier oder mit einem Klick in jeder Erinnerung.
      </span>
    </div>
  );
}
