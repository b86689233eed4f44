import { invoiceNumberIn } from './bank-statement';

describe('invoiceNumberIn', () => {
  it.each([
    ['RE-2026-00001', 'RE-2026-00001'],
    ['Rechnung re 2026 00007 Danke', 'RE-2026-00007'],
    ['RE2026-00012', 'RE-2026-00012'],
    ['Eintrag RE/2026/00003', 'RE-2026-00003'],
  ])('reads %j as %s', (reference, number) => {
    expect(invoiceNumberIn(reference)).toBe(number);
  });

  it.each(['Miete November', 'PRE-2026-00001', 'RE-2026-000011', ''])(
    'finds no number in %j',
    (reference) => {
      expect(invoiceNumberIn(reference)).toBeNull();
    },
  );
});
