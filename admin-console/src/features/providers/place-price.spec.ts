import {
  PLACE_PRICE_MESSAGES,
  placeLabel,
  placePriceDraft,
  placePriceProblems,
  placePriceRequest,
  priceLabel,
} from '@admin/features/providers/place-price';

const draft = (plz: string, einsatzradius_km: string, preis_ab: string) => ({
  plz,
  einsatzradius_km,
  preis_ab,
});

describe('place and price of the edit form', () => {
  it('starts from the stored values, empty where nothing is stated', () => {
    expect(placePriceDraft({ plz: '10115', einsatzradius_km: 80, preis_ab: 0 })).toEqual(
      draft('10115', '80', '0'),
    );
    expect(placePriceDraft({ plz: null, einsatzradius_km: 50, preis_ab: null })).toEqual(draft('', '50', ''));
  });

  it('accepts five digits, whole radii 0–500 and whole euros up to the limit, and empty fields', () => {
    expect(placePriceProblems(draft('01067', '0', '0'))).toEqual({});
    expect(placePriceProblems(draft(' 10115 ', '500', '1000000'))).toEqual({});
    expect(placePriceProblems(draft('', '', ''))).toEqual({});
  });

  it('names each malformed field', () => {
    expect(placePriceProblems(draft('1011', '501', '1000001'))).toEqual(PLACE_PRICE_MESSAGES);
    expect(placePriceProblems(draft('101155', '-1', '-5'))).toEqual(PLACE_PRICE_MESSAGES);
    expect(placePriceProblems(draft('1O115', '12.5', '12,50'))).toEqual(PLACE_PRICE_MESSAGES);
  });

  it('sends numbers, and null for emptied fields', () => {
    expect(placePriceRequest(draft(' 10115', ' 080 ', '450'))).toEqual({
      plz: '10115',
      einsatzradius_km: 80,
      preis_ab: 450,
    });
    expect(placePriceRequest(draft(' ', '', ''))).toEqual({
      plz: null,
      einsatzradius_km: null,
      preis_ab: null,
    });
  });

  it('labels place and price in German', () => {
    expect(priceLabel(1200)).toBe('ab 1.200 €');
    expect(priceLabel(0)).toBe('ab 0 €');
    expect(placeLabel({ plz: '10115', ort: 'Berlin' })).toBe('10115 Berlin');
    expect(placeLabel({ plz: '10115', ort: null })).toBe('10115');
    expect(placeLabel({ plz: null, ort: null })).toBe('');
  });
});
