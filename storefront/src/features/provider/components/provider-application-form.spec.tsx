import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { ProviderApplicationForm } from '@/features/provider/components/provider-application-form';

const CATEGORIES = [{ id: 4, name: 'Fotografen', description: null, farbe: '#000000' }];

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Firmenname/), 'Lichtblick');
  await user.type(screen.getByLabelText(/E-Mail/), 'info@lichtblick.test');
  await user.type(screen.getByLabelText(/Beschreibung Ihres Angebots/), 'Hochzeitsfotografie');
  await user.click(screen.getByRole('checkbox', { name: 'Fotografen' }));
  await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
}

describe('ProviderApplicationForm: place and price', () => {
  it('sends PLZ, radius and price as the contract types them; radius defaults to 50', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Danke!' }, 201));
    const user = userEvent.setup();
    renderWithRouter(<ProviderApplicationForm categories={CATEGORIES} />);
    expect(screen.getByLabelText('Einsatzradius (km)')).toHaveValue(50);
    await fillRequired(user);
    await user.type(screen.getByLabelText('PLZ'), '68159');
    await user.type(screen.getByLabelText('Preis ab (€)'), '450');
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByRole('dialog', { name: 'Bewerbung erfolgreich!' })).toBeInTheDocument();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ plz: '68159', einsatzradius_km: 50, preis_ab: 450, agb_akzeptiert: true });
  });

  it('leaves them empty as null, and shows the server message for a PLZ it refuses', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Diese Postleitzahl gibt es nicht.' }, 400));
    const user = userEvent.setup();
    renderWithRouter(<ProviderApplicationForm categories={CATEGORIES} />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Einsatzradius (km)'));
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Postleitzahl gibt es nicht.');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ plz: null, einsatzradius_km: null, preis_ab: null });
  });
});

describe('ProviderApplicationForm: AGB', () => {
  it('sends nothing until the AGB are accepted, and says so', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Danke!' }, 201));
    const user = userEvent.setup();
    renderWithRouter(<ProviderApplicationForm categories={CATEGORIES} />);
    await user.type(screen.getByLabelText(/Firmenname/), 'Lichtblick');
    await user.type(screen.getByLabelText(/E-Mail/), 'info@lichtblick.test');
    await user.type(screen.getByLabelText(/Beschreibung Ihres Angebots/), 'Hochzeitsfotografie');
    await user.click(screen.getByRole('checkbox', { name: 'Fotografen' }));
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte akzeptieren Sie die AGB, um sich als Anbieter zu bewerben.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });
});
