import { centsFromInput, positionProblem } from '@/features/quote/components/euro-input';

describe('centsFromInput', () => {
  it.each([
    ['40', 4000],
    ['40,5', 4050],
    ['40,50 €', 4050],
    ['1.234,50', 123450],
    ['1234.50', 123450],
    ['1.234', 123400],
    [' 0,01 ', 1],
  ])('reads %s as %i cents', (input, cents) => {
    expect(centsFromInput(input)).toBe(cents);
  });

  it.each(['', 'vierzig', '40,555', '-5', '1,2,3'])('refuses %j', (input) => {
    expect(centsFromInput(input)).toBeNull();
  });
});

describe('positionProblem', () => {
  it('names the position and what is missing', () => {
    expect(positionProblem(0, ' ', '40')).toBe('Position 1: Bitte geben Sie eine Beschreibung an.');
    expect(positionProblem(1, 'DJ', '0')).toBe(
      'Position 2: Bitte geben Sie einen Betrag in Euro an, z. B. 40,00.',
    );
    expect(positionProblem(2, 'DJ', '100.000,01')).toBe(
      'Position 3: Der Betrag darf höchstens 100.000,00 € sein.',
    );
    expect(positionProblem(0, 'DJ', '40,00')).toBeNull();
  });
});
