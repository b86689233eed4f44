import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';

describe('Dialog', () => {
  it('opens as a modal <dialog> labelled by its title and focuses the marked field', () => {
    render(
      <Dialog title="Anfrage an DJ" onClose={jest.fn()}>
        <input aria-label="Datum" data-autofocus />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Anfrage an DJ' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Datum')).toHaveFocus();
  });

  it('asks its owner to close on Escape, on the close button and on a press on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog title="Titel" onClose={onClose}>
        <p>Inhalt</p>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // Escape is the owner's decision: the dialog stays open until it is unmounted.
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Dialog schließen' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByText('Inhalt'));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('dialog') });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('returns focus to the opener when it goes away', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Dialog title="Titel" onClose={jest.fn()}>
        <button type="button">Ok</button>
      </Dialog>,
    );
    expect(opener).not.toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on "Abbrechen" and confirms or cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        title="Anfrage löschen?"
        message="Wirklich löschen?"
        confirmLabel="Ja, löschen"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Anfrage löschen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
