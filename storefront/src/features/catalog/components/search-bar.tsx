import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestion } from '@event-kompass/shared-types';
import { getSearchSuggestions } from '@/features/catalog/api/get-search-suggestions';
import { withPages } from '@/lib/provider-list-query';

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
export const SUGGEST_DELAY_MS = 150;
const SUGGEST_MIN_CHARS = 2;

const KIND_LABEL: Record<SearchSuggestion['typ'], string> = {
  anbieter: 'Anbieter',
  kategorie: 'Kategorie',
  ort: 'Ort',
};

function searchPath(text: string, keepParams?: URLSearchParams): string {
  if (!keepParams) return `/search?q=${encodeURIComponent(text)}`;
  // Another query is another list: it starts at its first page.
  const params = withPages(keepParams, 1);
  params.delete('q');
  const rest = params.toString();
  return `/search?q=${encodeURIComponent(text)}${rest ? `&${rest}` : ''}`;
}

/** Where a suggestion leads: its provider, its category, or a search for the place. */
function suggestionPath(suggestion: SearchSuggestion, keepParams?: URLSearchParams): string {
  if (suggestion.typ === 'anbieter' && suggestion.id !== null) return `/provider/${suggestion.id}`;
  if (suggestion.typ === 'kategorie' && suggestion.id !== null) return `/category/${suggestion.id}`;
  return searchPath(suggestion.text, keepParams);
}

interface SearchBarProps {
  initialQuery?: string;
  /** On the result page: the filters that stay when the query changes. */
  keepParams?: URLSearchParams;
}

/**
 * Blank input does nothing; otherwise it goes to /search?q={text}, URL-encoded. From two
 * characters it suggests providers, categories and places as an ARIA combobox (WAI-ARIA APG
 * "list autocomplete"): arrows move through the list, Enter takes the highlighted suggestion,
 * Escape closes the list (or, closed, empties the field).
 */
export function SearchBar({ initialQuery = '', keepParams }: SearchBarProps) {
  const [query, setQuery] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only what the visitor typed asks for suggestions, not the query the page opened with.
  const [typed, setTyped] = useState(false);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = query.trim();
    if (!typed || text.length < SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found.slice(0, 8));
          setActive(-1);
        },
        // Suggestions are a help, not a must: without them the field still searches.
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed]);

  const expanded = open && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: SearchSuggestion) => {
    close();
    setQuery(suggestion.text);
    setTyped(false);
    navigate(suggestionPath(suggestion, keepParams));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    if (!query.trim()) return;
    navigate(searchPath(query, keepParams));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded ? (index + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded ? (index <= 0 ? count - 1 : index - 1) : count - 1));
        return;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(suggestions[active]);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else {
          setQuery('');
          setSuggestions([]);
        }
        return;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
  };

  return (
    <form className="search-bar" role="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Anbieter suchen
      </label>
      <div className="combobox">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Finde DJs, Catering, Locations..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul id={listId} role="listbox" aria-label="Vorschläge" className="combobox__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.typ}-${suggestion.id ?? suggestion.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // Keeps the focus in the field, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.text}</span>
              <span className="combobox__kind">
                <span className="sr-only">, </span>
                {KIND_LABEL[suggestion.typ]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button button--accent">
        Suchen
      </button>
      <p className="sr-only" role="status">
        {expanded ? `${suggestions.length} Vorschläge, mit Pfeiltasten wählen` : ''}
      </p>
    </form>
  );
}
