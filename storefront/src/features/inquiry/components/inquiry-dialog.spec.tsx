import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, berlinToday, PLZ_FORMAT_MESSAGE } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch } from '@test/helpers';
import { InquiryDialog, SUCCESS_VISIBLE_MS } from '@/features/inquiry/components/inquiry-dialog';

const provider = { id: 7, firmenname: 'DJ Sonnenschein' };

const futureIso = (days: number): string => addDays(berlinToday(), days);

const german = (iso: string) => iso.split('-').reverse().join('.');

describe('InquiryDialog', () => {
  it('is titled with the provider and labels both required fields; min date is today', () => {
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Anfrage an DJ Sonnenschein' })).toBeInTheDocument();
    const date = screen.getByLabelText(/Gewünschtes Event-Datum/);
    expect(date).toBeRequired();
    expect(date).toHaveAttribute('min', berlinToday());
    const message = screen.getByLabelText(/Ihre Nachricht/);
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '5');
  });

  it('prefills a greeting naming the provider and follows the chosen date in German format', async () => {
    const user = userEvent.setup();
    render(<InquiryDialog provider={provider} senderName="Erika Mustermann" onClose={jest.fn()} />);
    const message = screen.getByLabelText<HTMLTextAreaElement>(/Ihre Nachricht/);
    expect(message.value).toContain('DJ Sonnenschein');
    expect(message.value).toContain('Erika Mustermann');

    const first = futureIso(30);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), first);
    expect(message.value).toContain(`am ${german(first)}`);

    const second = futureIso(45);
    await user.clear(screen.getByLabelText(/Gewünschtes Event-Datum/));
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), second);
    expect(message.value).toContain(`am ${german(second)}`);
    expect(message.value).not.toContain(german(first));
  });

  it('does not overwrite text the user typed when the date changes', async () => {
    const user = userEvent.setup();
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    const message = screen.getByLabelText<HTMLTextAreaElement>(/Ihre Nachricht/);
    await user.clear(message);
    await user.type(message, 'Meine eigene Nachricht');
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(10));
    expect(message.value).toBe('Meine eigene Nachricht');
  });

  it.each([
    ['the date is missing', false, true],
    ['the message is empty', true, false],
  ])('shows the validation text and sends nothing when %s', async (_case, withDate, withMessage) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'ok' }));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    if (withDate) await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(3));
    if (!withMessage) await user.clear(screen.getByLabelText(/Ihre Nachricht/));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Felder aus.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the inquiry, shows the success message for 5 seconds, then closes', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onClose = jest.fn();
      const fetchMock = mockFetch(() =>
        jsonResponse({ msg: 'Ihre Anfrage an DJ Sonnenschein wurde erfolgreich gesendet!', id: 1 }, 201),
      );
      render(<InquiryDialog provider={provider} onClose={onClose} />);
      const date = futureIso(20);
      await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), date);
      await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

      expect(
        await screen.findByText('Ihre Anfrage an DJ Sonnenschein wurde erfolgreich gesendet!'),
      ).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/inquiries');
      expect(JSON.parse(String(init.body))).toMatchObject({ anbieter_id: 7, event_datum: date });

      act(() => jest.advanceTimersByTime(SUCCESS_VISIBLE_MS - 100));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's success msg, and the spec's text when the answer has none", async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse({ msg: 'Danke, DJ Sonnenschein meldet sich bei Ihnen.' }, 201));
    const { unmount } = render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(5));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Danke, DJ Sonnenschein meldet sich bei Ihnen.',
    );
    unmount();

    mockFetch(() => jsonResponse(null, 201));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(5));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihre Anfrage an DJ Sonnenschein wurde erfolgreich gesendet!',
    );
  });

  it('refuses a date before the Berlin day today without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'ok' }));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(-1));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie ein Datum ab heute.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's msg when sending fails", async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse({ msg: 'Zu viele Anfragen. Bitte warten Sie kurz.' }, 429));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(5));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen. Bitte warten Sie kurz.');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<InquiryDialog provider={provider} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the optional details of the event, the same fields as a Sammelanfrage', () => {
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    const details = screen.getByRole('group', { name: 'Zur Veranstaltung (optional)' });
    expect(within(details).getByLabelText('Anlass')).toHaveDisplayValue('Bitte wählen');
    for (const label of ['Gäste', 'Uhrzeit', 'PLZ des Orts', 'Budget (€)']) {
      expect(within(details).getByLabelText(label)).not.toBeRequired();
    }
  });

  it('sends the details given and leaves the blank ones out', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Gesendet.', id: 1 }, 201));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    const date = futureIso(50);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), date);
    await user.selectOptions(screen.getByLabelText('Anlass'), 'Hochzeit');
    await user.type(screen.getByLabelText('Gäste'), '80');
    await user.type(screen.getByLabelText('PLZ des Orts'), '68159');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gesendet.');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      anbieter_id: 7,
      event_datum: date,
      nachricht: expect.stringContaining('DJ Sonnenschein'),
      anlass: 'hochzeit',
      gaeste: 80,
      plz: '68159',
    });
  });

  it.each([
    ['Gäste', '0', 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    ['Gäste', '5001', 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    ['Gäste', '12.5', 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    ['PLZ des Orts', '6815', PLZ_FORMAT_MESSAGE],
    ['Budget (€)', '-1', 'Das Feld „Budget“ muss eine ganze Zahl von 0 bis 10000000 Euro sein.'],
  ])("refuses %s = %s with the server's message and sends nothing", async (label, value, message) => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'ok' }, 201));
    render(<InquiryDialog provider={provider} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/Gewünschtes Event-Datum/), futureIso(5));
    await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
