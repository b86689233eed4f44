import type { RenewalBillingResponse } from '@event-kompass/shared-types';
import type { ProviderEntity } from '../../src/modules/provider/entities/provider.entity';
import { freshIp } from './provider-fixtures';
import type { TestApp } from './test-app';

/** The operator details billing needs on every invoice (production refuses to start without them). */
export const OPERATOR_ENV = {
  OPERATOR_NAME: 'Beispiel Events GmbH',
  OPERATOR_ADDRESS: 'Beispielweg 5, 68159 Mannheim',
  OPERATOR_TAX_NUMBER: '21/815/08150',
  OPERATOR_IBAN: 'DE89 3704 0044 0532 0130 00',
} as const;

/** The billing address the renewal page's form sends. */
export const RENEWAL_ADDRESS: Readonly<Record<'name' | 'street' | 'city', string>> = {
  name: 'Max Muster GmbH',
  street: 'Hauptstraße 1',
  city: '12345 Musterstadt',
};

/** What the renewal page's form sends for a listing (its id, no address of its own). */
export function renewalBody(
  provider: Pick<ProviderEntity, 'id' | 'firmenname'>,
  address: Partial<typeof RENEWAL_ADDRESS> = {},
) {
  return {
    ...RENEWAL_ADDRESS,
    ...address,
    providerName: provider.firmenname,
    providerEmail: '',
    providerId: provider.id,
  };
}

/**
 * A listing's renewal as its renewal page submits it, from a fresh client address so the
 * per-address limit never refuses a fixture: the answer with its invoice.
 */
export async function requestRenewal(
  t: TestApp,
  provider: Pick<ProviderEntity, 'id' | 'firmenname'>,
  address: Partial<typeof RENEWAL_ADDRESS> = {},
): Promise<RenewalBillingResponse> {
  const response = await t.http<RenewalBillingResponse>('POST', '/api/renewal/billing-info', {
    headers: freshIp(),
    body: renewalBody(provider, address),
  });
  if (response.status !== 201) throw new Error(`${response.status} ${response.text}`);
  return response.body;
}

/** The id of the invoice with this number. */
export async function invoiceIdOf(t: TestApp, nummer: string): Promise<number> {
  const [{ id }] = await t.dataSource.query('SELECT id FROM invoices WHERE nummer = ?', [nummer]);
  return Number(id);
}
