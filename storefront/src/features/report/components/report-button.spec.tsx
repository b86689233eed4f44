import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { ReportButton } from '@/features/report/components/report-button';

describe('ReportButton ("Inhalt melden")', () => {
  afterEach(() => localStorage.clear());

  it('prefills the address of a logged-in user and sends the report', async () => {
    localStorage.setItem(
      'token',
      fakeToken({ id: 3, vorname: 'Max', nachname: 'Melder', email: 'max@beispiel.de', isAdmin: false }),
    );
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Vielen Dank für Ihre Meldung.' }, 201));
    const user = userEvent.setup();
    renderWithRouter(<ReportButton art="bewertung" zielId={7} subject="Bewertung von Anna" />);
    await user.click(screen.getByRole('button', { name: 'Inhalt melden: Bewertung von Anna' }));
    expect(await screen.findByLabelText(/E-Mail/)).toHaveValue('max@beispiel.de');

    // Too short: nothing is sent.
    await user.type(screen.getByLabelText(/Grund/), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(screen.getByText('Bitte beschreiben Sie den Grund in mindestens 10 Zeichen.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Grund/), ' und beleidigend');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Meldung.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports');
    expect(JSON.parse(String(init.body))).toEqual({
      art: 'bewertung',
      ziel_id: 7,
      grund: 'kurz und beleidigend',
      email: 'max@beispiel.de',
    });
  });

  it('lets an anonymous visitor report without an address', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Danke.' }, 201));
    const user = userEvent.setup();
    renderWithRouter(<ReportButton art="anbieter" zielId={9} subject="DJ Sonnenschein" />);
    await user.click(screen.getByRole('button', { name: 'Inhalt melden: DJ Sonnenschein' }));
    expect(await screen.findByLabelText(/E-Mail/)).toHaveValue('');
    await user.type(screen.getByLabelText(/Grund/), 'Die Fotos sind von einem anderen Anbieter.');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke.')).toBeInTheDocument();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toMatchObject({
      art: 'anbieter',
      ziel_id: 9,
      email: null,
    });
  });
});
