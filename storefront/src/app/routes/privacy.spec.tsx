import { screen } from '@testing-library/react';
import {
  INVOICE_RETENTION_YEARS,
  KEPT_AFTER_ACCOUNT_DELETION,
  RETENTION_DAYS,
  type SiteInfo,
} from '@event-kompass/shared-types';
import { jsonResponse, mockFetch, renderWithRouter } from '@test/helpers';
import { siteLoader } from '@/app/routes/legal.data';
import PrivacyRoute from '@/app/routes/privacy';

const SITE: SiteInfo = {
  operator_name: 'Beispiel Events GmbH',
  operator_address: 'Beispielweg 5, 68159 Mannheim',
  operator_email: 'kontakt@beispiel.de',
  operator_phone: null,
  operator_legal_form: null,
  operator_representative: null,
  operator_register: null,
  operator_vat_id: null,
  public_url: 'https://event-kompass.example',
};

describe('/datenschutz', () => {
  it('states the deletion periods the retention job enforces', async () => {
    mockFetch(() => jsonResponse(SITE));
    renderWithRouter(<PrivacyRoute />, { path: '/datenschutz', route: { loader: siteLoader } });
    await screen.findByText('Beispiel Events GmbH');
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`spätestens nach ${RETENTION_DAYS.contactMessages} Tagen`);
    expect(text).toContain(`danach noch ${RETENTION_DAYS.sentMails} Tage,`);
    expect(text).toContain(`löschen sie hier nach ${RETENTION_DAYS.renewalRequests} Tagen`);
    expect(text).toContain(`${RETENTION_DAYS.decidedReports} Tagen nach der Entscheidung`);
    // What an account's deletion keeps because the law says so (the erasure test allows nothing else).
    for (const kept of KEPT_AFTER_ACCOUNT_DELETION) expect(text).toContain(kept.daten);
    // Invoices outlive the account: 8 years by § 147 AO (issue 26).
    expect(text).toContain(
      `Rechnungen und Stornorechnungen zu Ihren Verlängerungen (PDF mit Name, Anschrift, E-Mail-Adresse, Betrag und Zahlungen) – steuerrechtliche Aufbewahrungspflicht für Rechnungen (§ 147 AO, § 14b UStG): wir bewahren sie ${INVOICE_RETENTION_YEARS} Jahre auf, auch wenn Sie Ihr Konto löschen`,
    );
  });
});
