import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormAlerts } from '@/components/ui/alert';
import { useFormSubmit } from '@/lib/use-form';

function Probe({ send, invalid = null }: { send: () => Promise<unknown>; invalid?: string | null }) {
  const submit = useFormSubmit({
    validate: () => invalid,
    send,
    fallback: 'Fehler beim Senden der Daten.',
    successFallback: 'Gespeichert.',
  });
  return (
    <form onSubmit={submit.onSubmit}>
      <FormAlerts error={submit.error} success={submit.success} />
      <button type="submit" disabled={submit.busy}>
        Senden
      </button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('shows the validation text and sends nothing', async () => {
    const send = jest.fn();
    render(<Probe send={send} invalid="Bitte füllen Sie alle Felder aus." />);
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Felder aus.');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's msg on success, else the app's own text", async () => {
    const { unmount } = render(<Probe send={async () => ({ msg: 'Vom Server bestätigt.' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vom Server bestätigt.');
    unmount();

    render(<Probe send={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
  });

  it("shows the failure's text and is usable again afterwards", async () => {
    render(<Probe send={() => Promise.reject(new Error('Diese E-Mail ist bereits registriert.'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese E-Mail ist bereits registriert.');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
  });
});
