import { useRef, type KeyboardEvent } from 'react';

interface StarRatingProps {
  /** 0 (none) to 5 */
  value: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Accessible name, e.g. 'Ihre Bewertung'. */
  label?: string;
  max?: number;
}

const starWord = (n: number) => (n === 1 ? '1 Stern' : `${n} Sterne`);

/**
 * Star rating (docs/decisions.md: Bewertungen sind geprüft): clicking a star sets it, clicking the selected star resets to 0.
 * As an input it is a radio group: arrow keys move the rating, Home/End jump to 1 and 5, and the checked
 * star (or the first one at 0) is the single tab stop. Read-only it is an image with a text alternative.
 */
export function StarRating({
  value,
  onChange,
  readOnly = false,
  label = 'Bewertung',
  max = 5,
}: StarRatingProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const rounded = Math.round(value);

  if (readOnly || !onChange) {
    const shown = Number.isInteger(value)
      ? String(value)
      : value.toLocaleString('de-DE', { maximumFractionDigits: 1 });
    return (
      <span className="stars stars--readonly" role="img" aria-label={`${label}: ${shown} von ${max} Sternen`}>
        {Array.from({ length: max }, (_, i) => (
          <span key={i} aria-hidden="true" className={`stars__star${i < rounded ? ' stars__star--on' : ''}`}>
            {i < rounded ? '★' : '☆'}
          </span>
        ))}
      </span>
    );
  }

  const select = (next: number) => {
    const clamped = Math.max(1, Math.min(max, next));
    onChange(clamped);
    buttons.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: rounded + 1,
      ArrowUp: rounded + 1,
      ArrowLeft: rounded - 1,
      ArrowDown: rounded - 1,
      Home: 1,
      End: max,
    };
    if (event.key in keys) {
      event.preventDefault();
      select(keys[event.key]);
    }
  };

  return (
    <span className="stars" role="radiogroup" aria-label={label}>
      {Array.from({ length: max }, (_, i) => {
        const star = i + 1;
        const checked = star === rounded;
        return (
          <button
            key={star}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={starWord(star)}
            tabIndex={checked || (rounded === 0 && star === 1) ? 0 : -1}
            className={`stars__star${star <= rounded ? ' stars__star--on' : ''}`}
            onClick={() => onChange(checked ? 0 : star)}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">{star <= rounded ? '★' : '☆'}</span>
          </button>
        );
      })}
    </span>
  );
}
