import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, berlinToday, germanDate } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, publicProvider } from '@test/helpers';
import { SammelDialog } from '@/features/merkliste/components/sammel-dialog';

const provider = publicProvider;

const THREE = [provider(1, 'Lichtblick'), provider(2, 'Augenblick'), provider(3, 'Momentaufnahme')];
const inDays = (days: number) => addDays(berlinToday(), days);

function renderDialog(providers = THREE) {
  render(<SammelDialog providers={providers} senderName="Clara Brandt" onClose={jest.fn()} />);
}

describe('SammelDialog', () => {
  it('ticks every provider of the list and asks the same fields as a single inquiry', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Anfrage an mehrere Anbieter' })).toBeInTheDocument();
    for (const { firmenname } of THREE)
      expect(screen.getByRole('checkbox', { name: firmenname })).toBeChecked();
    expect(screen.getByLabelText(/Gewünschtes Event-Datum/)).toBeRequired();
    expect(screen.getByRole('group', { name: 'Zur Veranstaltung (optional)' })).toBeInTheDocument();
    for (const label of ['Anlass', 'Gäste', 'Uhrzeit', 'PLZ des Orts', 'Budget (€)']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'An 3 Anbieter senden' })).toBeInTheDocument();
  });

  it('ticks only the first five of a longer list and keeps the others off until one is unticked', async () => {
    const user = userEvent.setup();
    renderDialog([...THREE, provider(4, 'Vier'), provider(5, 'Fünf'), provider(6, 'Sechs')]);
    const sixth = screen.getByRole('checkbox', { name: 'Sechs' });
    expect(sixth).not.toBeChecked();
    expect(sixth).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Vier' }));
    await user.click(sixth);
    expect(sixth).toBeChecked();
    expect(screen.getByRole('button', { name: 'An 5 Anbieter senden' })).toBeInTheDocument();
  });

  it('greets nobody by name and follows the date until the text is edited', async () => {
    const user = userEvent.setup();
    renderDialog();
    const message = screen.getByLabelText<HTMLTextAreaElement>(/Ihre Nachricht/);
    expect(message.value).toMatch(/^Guten Tag,/);
    expect(message.value).toContain('Clara Brandt');
    const date = inDays(40);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), date);
    expect(message.value).toContain(`am ${germanDate(date)}`);
  });

  it('sends the chosen providers with date, message and the details given', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() =>
      jsonResponse({ msg: 'Ihre Anfrage wurde an 2 Anbieter gesendet.', anfragen: [] }, 201),
    );
    renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Augenblick' }));
    const date = inDays(60);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), date);
    await user.selectOptions(screen.getByLabelText('Anlass'), 'Firmenfeier');
    await user.type(screen.getByLabelText('Gäste'), '90');
    await user.type(screen.getByLabelText('Uhrzeit'), '18:30');
    await user.type(screen.getByLabelText('Budget (€)'), '2500');
    await user.click(screen.getByRole('button', { name: 'An 2 Anbieter senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Anfrage wurde an 2 Anbieter gesendet.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/inquiries/sammel');
    expect(JSON.parse(String(init.body))).toEqual({
      anbieter_ids: [1, 3],
      event_datum: date,
      nachricht: expect.stringContaining('Guten Tag,'),
      anlass: 'firmenfeier',
      gaeste: 90,
      uhrzeit: '18:30',
      budget_eur: 2500,
    });
  });

  it.each([
    ['no provider is ticked', 'Bitte wählen Sie mindestens einen Anbieter aus.'],
    ['the guests are out of range', 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    ['the date is missing', 'Bitte füllen Sie alle Felder aus.'],
  ])('sends nothing when %s', async (problem, message) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'ok' }, 201));
    renderDialog();
    if (problem === 'no provider is ticked') {
      for (const { firmenname } of THREE)
        await user.click(screen.getByRole('checkbox', { name: firmenname }));
    }
    if (problem !== 'the date is missing') {
      await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), inDays(5));
    }
    if (problem === 'the guests are out of range') await user.type(screen.getByLabelText('Gäste'), '6000');
    await user.click(screen.getByRole('button', { name: /^An \d Anbieter senden$/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
