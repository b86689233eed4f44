import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { Field, SelectField } from '@/components/ui/field';
import { berlinToday, PLZ_FORMAT_MESSAGE, PLZ_PATTERN } from '@event-kompass/shared-types';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  FILTER_KEYS,
  filtersFromParams,
  hasFilters,
  type ListFilters,
  withPages,
} from '@/lib/provider-list-query';

/** Each select's choices as [value, text]; the first, empty one means "no filter". */
const RADIUS_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'beliebig'],
  ...['10', '25', '50', '100'].map((km) => [km, `${km} km`] as const),
];
const RATING_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'alle'],
  ['1', 'ab 1 Stern'],
  ['2', 'ab 2 Sternen'],
  ['3', 'ab 3 Sternen'],
  ['4', 'ab 4 Sternen'],
  ['5', '5 Sterne'],
];

function Options({ choices }: { choices: ReadonlyArray<readonly [string, string]> }) {
  return choices.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}

/** The width below which the style sheet shows „Filter (n)“ instead of the form (global.css). */
const PHONE_QUERY = '(max-width: 640px)';

/**
 * Whether the screen is a phone's, once the scripts run (false on the server and without
 * matchMedia). The style sheet has already hidden the form there; this only takes it out of the
 * page, so that it is not a second set of the same fields beside the sheet's.
 */
function usePhoneScreen(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(PHONE_QUERY);
    setPhone(media.matches);
    const onChange = (event: MediaQueryListEvent) => setPhone(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}

/**
 * The filters of a result list. They live in the address (shareable, the back button undoes a
 * change), so the form only edits a draft and writes it to the URL on "Filter anwenden". On a
 * phone they open as a sheet behind "Filter (2)" (the number of set filters).
 */
export function FilterBar() {
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const [open, setOpen] = useState(false);
  const phone = usePhoneScreen();
  // A new address (back button, shared link) starts a fresh draft.
  const key = FILTER_KEYS.map((name) => filters[name]).join('|');
  const count = activeFilterCount(filters);
  // Which of the two shows is the style sheet's choice (by width), so the server's page and the
  // first paint already have the phone's layout, and nothing jumps once the scripts run.
  return (
    <>
      {phone ? null : (
        <FilterForm
          key={key}
          applied={filters}
          onApplied={() => setOpen(false)}
          className="filter-bar--inline"
        />
      )}
      <div className="filter-toggle">
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {count > 0 ? `Filter (${count})` : 'Filter'}
        </button>
      </div>
      {open ? (
        <Dialog title="Filter" variant="sheet" onClose={() => setOpen(false)}>
          <FilterForm key={key} applied={filters} onApplied={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

const SORT_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Relevanz'],
  ['bewertung', 'Bewertung'],
  ['preis', 'Preis'],
  ['entfernung', 'Entfernung'],
];

/**
 * The order of a result list, applied at once (outside the filters, so it stays at hand on a
 * phone). "Entfernung" needs a PLZ to measure from: without one it is not offered.
 */
export function SortControl() {
  const [params, setParams] = useSearchParams();
  const { sortierung, plz } = filtersFromParams(params);
  const withoutPlz = !plz;
  const value = sortierung === 'entfernung' && withoutPlz ? '' : sortierung;
  return (
    <div className="sort-control">
      <SelectField
        label="Sortieren nach"
        value={value}
        hint={withoutPlz ? 'Entfernung nur mit PLZ' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setParams(
            (current) => {
              // Another order is another list: it starts at its first page.
              const updated = withPages(current, 1);
              if (next) updated.set('sortierung', next);
              else updated.delete('sortierung');
              return updated;
            },
            { preventScrollReset: true },
          );
        }}
      >
        {SORT_OPTIONS.map(([option, text]) => (
          <option key={option} value={option} disabled={option === 'entfernung' && withoutPlz}>
            {text}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

interface FilterFormProps {
  applied: ListFilters;
  onApplied: () => void;
  className?: string;
}

function FilterForm({ applied, onApplied, className }: FilterFormProps) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(applied);
  const [plzError, setPlzError] = useState<string | null>(null);
  const id = useId();
  const set = (key: keyof ListFilters, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  /** Ties a field to its filter in the draft. */
  const bind = (key: keyof ListFilters) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, event.target.value),
  });

  const write = (next: ListFilters) =>
    setParams((current) => {
      // Other filters are another list: it starts at its first page.
      const params = withPages(current, 1);
      // The order is the SortControl's; the form leaves it as it is.
      for (const key of FILTER_KEYS) {
        if (key === 'sortierung') continue;
        const value = next[key].trim();
        if (value && !(key === 'umkreis' && !next.plz.trim())) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const plz = draft.plz.trim();
    if (plz && !PLZ_PATTERN.test(plz)) {
      setPlzError(PLZ_FORMAT_MESSAGE);
      return;
    }
    setPlzError(null);
    write(draft);
    onApplied();
  };

  const withoutPlz = !draft.plz.trim();
  return (
    <form
      className={className ? `filter-bar card ${className}` : 'filter-bar card'}
      aria-label="Filter"
      onSubmit={onSubmit}
      noValidate
    >
      <div className="filter-bar__fields">
        <Field
          label="PLZ"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="z. B. 68159"
          aria-invalid={plzError ? true : undefined}
          aria-describedby={plzError ? `${id}-plz-error` : undefined}
          {...bind('plz')}
        />
        <SelectField
          label="Umkreis"
          hint={withoutPlz ? 'Nur mit PLZ' : undefined}
          disabled={withoutPlz}
          {...bind('umkreis')}
          value={withoutPlz ? '' : draft.umkreis}
        >
          <Options choices={RADIUS_OPTIONS} />
        </SelectField>
        <Field label="Preis bis (€)" inputMode="numeric" placeholder="z. B. 800" {...bind('preis_max')} />
        <SelectField label="Mindestbewertung" {...bind('bewertung_min')}>
          <Options choices={RATING_OPTIONS} />
        </SelectField>
        <Field
          label="Wann?"
          type="date"
          min={berlinToday()}
          hint="Nur Anbieter, die an dem Tag frei sind"
          {...bind('datum')}
        />
      </div>
      {plzError ? (
        <p id={`${id}-plz-error`} className="alert alert--error" role="alert">
          {plzError}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button">
          Filter anwenden
        </button>
        {hasFilters(applied) ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              write(EMPTY_FILTERS);
              onApplied();
            }}
          >
            Filter zurücksetzen
          </button>
        ) : null}
      </div>
    </form>
  );
}
