import { screen } from '@testing-library/react';
import type { SiteInfo } from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { siteLoader } from '@/app/routes/legal.data';
import ImprintRoute from '@/app/routes/imprint';

const SITE: SiteInfo = {
  operator_name: 'Beispiel Events GmbH',
  operator_address: 'Beispielweg 5, 68159 Mannheim',
  operator_email: 'kontakt@beispiel.de',
  operator_phone: '+49 621 1234567',
  operator_legal_form: 'GmbH',
  operator_representative: 'Geschäftsführerin: Clara Beispiel',
  operator_register: 'Amtsgericht Mannheim, HRB 123456',
  operator_vat_id: 'DE123456789',
  public_url: 'https://event-kompass.example',
};

describe('/impressum', () => {
  it('shows every configured § 5 DDG detail', async () => {
    mockFetch(() => jsonResponse(SITE));
    renderWithRouter(<ImprintRoute />, { path: '/impressum', route: { loader: siteLoader } });
    expect(await screen.findByText('Beispiel Events GmbH')).toBeInTheDocument();
    expect(screen.getByText('Amtsgericht Mannheim, HRB 123456')).toBeInTheDocument();
    expect(screen.getByText('DE123456789')).toBeInTheDocument();
    expect(screen.getByText('Geschäftsführerin: Clara Beispiel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+49 621 1234567' })).toHaveAttribute(
      'href',
      'tel:+496211234567',
    );
  });

  it('leaves out what the operator has not configured', async () => {
    mockFetch(() =>
      jsonResponse({
        ...SITE,
        operator_phone: null,
        operator_legal_form: null,
        operator_representative: null,
        operator_register: null,
        operator_vat_id: null,
      }),
    );
    renderWithRouter(<ImprintRoute />, { path: '/impressum', route: { loader: siteLoader } });
    await screen.findByText('Beispiel Events GmbH');
    expect(screen.queryByText('Registereintrag')).not.toBeInTheDocument();
    expect(screen.queryByText(/Telefon/)).not.toBeInTheDocument();
  });
});
