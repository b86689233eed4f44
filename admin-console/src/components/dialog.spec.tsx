import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('stays open under StrictMode, whose double effect closes and reopens it', async () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Dialog open title="Anbieter bearbeiten" onClose={onClose}>
          <input aria-label="Firmenname" />
        </Dialog>
      </StrictMode>,
    );
    // Let the close event of the simulated unmount arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Anbieter bearbeiten' })).toHaveAttribute('open');
  });
});
