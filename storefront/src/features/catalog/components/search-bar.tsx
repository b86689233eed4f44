import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Blank input does nothing; otherwise it goes to /search?q={text}, URL-encoded. */
export function SearchBar({ initialQuery = '' }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  return (
    <form className="search-bar" role="search" onSubmit={onSubmit}>
      <label htmlFor="search-input" className="sr-only">
        Anbieter suchen
      </label>
      <input
        id="search-input"
        className="input"
        type="search"
        placeholder="Finde DJs, Catering, Locations..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--accent">
        Suchen
      </button>
    </form>
  );
}
