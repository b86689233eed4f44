import { useState } from 'react';
import { toggleMerkliste, useMerklisteIds } from '@/features/merkliste/merkliste-store';

const HEART =
  'M12 20.6l-1.3-1.2C6 15.1 3 12.4 3 9.1 3 6.4 5.1 4.3 7.8 4.3c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.3-3 6-7.7 10.3L12 20.6Z';

/**
 * The heart of a provider card and page: a toggle button (aria-pressed) whose name says what a
 * press does. Guests may use it too; their list is kept in the browser until they log in.
 */
export function MerkButton({ provider }: { provider: { id: number; firmenname: string } }) {
  const on = useMerklisteIds().includes(provider.id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="merk">
      <button
        type="button"
        className={`merk__button${on ? ' merk__button--on' : ''}`}
        aria-pressed={on}
        aria-label={on ? 'Von der Merkliste entfernen' : 'Zur Merkliste hinzufügen'}
        title={on ? `${provider.firmenname} ist gemerkt` : `${provider.firmenname} merken`}
        onClick={() => {
          void toggleMerkliste(provider.id).then(setProblem);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={HEART} />
        </svg>
      </button>
      <span role="status" className="merk__status">
        {problem}
      </span>
    </span>
  );
}
