import { withoutAddresses } from './without-addresses';

describe('withoutAddresses', () => {
  it('replaces the addresses SMTP servers and drivers quote, and nothing else', () => {
    expect(withoutAddresses('550 5.1.1 <max.muster@beispiel.de>: Recipient address rejected')).toBe(
      '550 5.1.1 <<Adresse>>: Recipient address rejected',
    );
    expect(withoutAddresses("Duplicate entry 'a_b+c@x.example' for key 'uq_users_email'")).toBe(
      "Duplicate entry '<Adresse>' for key 'uq_users_email'",
    );
    expect(withoutAddresses('Verbindung zu smtp.example:587 fehlgeschlagen')).toBe(
      'Verbindung zu smtp.example:587 fehlgeschlagen',
    );
  });
});
