import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_MERKLISTE_KEY, MERKLISTE_LIMIT } from '@event-kompass/shared-types';
import { MerkButton } from '@/features/merkliste/components/merk-button';
import { startMerkliste } from '@/features/merkliste/merkliste-store';

describe('MerkButton (guest)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await act(() => startMerkliste(null));
  });

  it('toggles with aria-pressed and a name that says what a press does, kept in the browser', async () => {
    const user = userEvent.setup();
    render(<MerkButton provider={{ id: 7, firmenname: 'Lichtblick Fotografie' }} />);
    const off = screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    await user.click(off);
    const on = screen.getByRole('button', { name: 'Von der Merkliste entfernen' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(GUEST_MERKLISTE_KEY) ?? '[]')).toEqual([7]);
    await user.click(on);
    expect(screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem(GUEST_MERKLISTE_KEY)).toBeNull();
  });

  it(`says so when the list already holds ${MERKLISTE_LIMIT}`, async () => {
    localStorage.setItem(
      GUEST_MERKLISTE_KEY,
      JSON.stringify(Array.from({ length: MERKLISTE_LIMIT }, (_, i) => i + 100)),
    );
    await act(() => startMerkliste(null));
    const user = userEvent.setup();
    render(<MerkButton provider={{ id: 7, firmenname: 'Lichtblick Fotografie' }} />);
    await user.click(screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' }));
    expect(screen.getByRole('status')).toHaveTextContent(`höchstens ${MERKLISTE_LIMIT} Anbieter`);
    expect(screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
