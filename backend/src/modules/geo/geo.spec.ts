import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import {
  GeoModule,
  GeoService,
  PLZ_FORMAT_MESSAGE,
  PLZ_UNKNOWN_MESSAGE,
  coordinatesOf,
  distanceKm,
  distancesFrom,
  isValidPlz,
  lazyDistancesFrom,
  placeOf,
  placesOf,
  placesStartingWith,
  plzIndexOf,
  withinRadius,
  type RadiusCandidate,
} from './index';
import { plzTable } from './plz-table';

describe('geo: German postal codes', () => {
  describe('isValidPlz', () => {
    it.each(['68159', '10115', '80331', '20095', '01067'])('accepts the real code %s', (plz) => {
      expect(isValidPlz(plz)).toBe(true);
    });

    it.each(['1234', '1234x', '123456', ' 68159', '68159 ', '6815９', '00000', '99999', ''])(
      'refuses %p (not five digits or not a German code)',
      (text) => {
        expect(isValidPlz(text)).toBe(false);
      },
    );

    it.each([68159, null, undefined, {}, ['68159']])('refuses the non-string %p', (value) => {
      expect(isValidPlz(value)).toBe(false);
    });
  });

  describe('places', () => {
    it.each([
      ['68159', 'Mannheim'],
      ['10115', 'Berlin'],
      ['80331', 'München'],
      ['20095', 'Hamburg'],
      ['69117', 'Heidelberg'],
      ['50667', 'Köln'],
    ])('names %s the main place %s', (plz, place) => {
      expect(placeOf(plz)).toBe(place);
    });

    it('lists every place of a rural code, the main place first', () => {
      const places = placesOf('15366');
      expect(places).toEqual(expect.arrayContaining(['Hoppegarten', 'Neuenhagen bei Berlin']));
      expect(places[0]).toBe(placeOf('15366'));
    });

    it('knows no place for an unknown code', () => {
      expect(placeOf('00000')).toBeNull();
      expect(placesOf('1234x')).toEqual([]);
    });
  });

  describe('coordinates', () => {
    it('gives a city its own coordinates', () => {
      const mannheim = coordinatesOf('68159');
      expect(mannheim).toEqual({ lat: expect.any(Number), lon: expect.any(Number), approximate: false });
      expect(mannheim?.lat).toBeCloseTo(49.49, 1);
      expect(mannheim?.lon).toBeCloseTo(8.47, 1);
    });

    it('gives a village missing from the coordinate source a nearby code’s coordinates, marked approximate', () => {
      // 01774 Klingenberg (Saxony, < 1 000 inhabitants in the source): borrowed from a neighbouring code.
      const village = coordinatesOf('01774');
      expect(village?.approximate).toBe(true);
      expect(distanceKm('01774', '01067')).toBeLessThan(60); // still near Dresden
    });

    it('finds a place written with ß in one source and ss in the other (Meißen / Meissen)', () => {
      expect(coordinatesOf('01662')?.approximate).toBe(false);
      expect(distanceKm('01662', '01067')).toBeLessThan(30); // Meißen–Dresden ≈ 23 km
    });

    it('refuses a namesake elsewhere: Heringsdorf on Usedom is not the one in Holstein', () => {
      expect(coordinatesOf('17424')?.approximate).toBe(true);
      expect(distanceKm('17424', '17438')).toBeLessThan(40); // near Wolgast, not 200 km west
    });

    it('has coordinates inside Germany for every code', () => {
      const table = plzTable();
      expect(table.codes.length).toBeGreaterThan(8000);
      const outside = table.codes.filter(
        (_code, row) =>
          !(
            table.latDeg[row] > 47.2 &&
            table.latDeg[row] < 55.1 &&
            table.lonDeg[row] > 5.8 &&
            table.lonDeg[row] < 15.1
          ),
      );
      expect(outside).toEqual([]);
    });

    it('marks only a minority of codes approximate', () => {
      const { approximate } = plzTable();
      const share = approximate.reduce((sum, flag) => sum + flag, 0) / approximate.length;
      expect(share).toBeLessThan(0.2);
    });
  });

  describe('distanceKm', () => {
    it('measures Mannheim–Heidelberg at about 20 km', () => {
      expect(distanceKm('68159', '69117')).toBeGreaterThanOrEqual(18);
      expect(distanceKm('68159', '69117')).toBeLessThanOrEqual(22);
    });

    it('measures Berlin–München at about 505 km, both ways', () => {
      const km = distanceKm('10115', '80331');
      expect(km).toBeGreaterThanOrEqual(500);
      expect(km).toBeLessThanOrEqual(510);
      expect(distanceKm('80331', '10115')).toBe(km);
    });

    it('is 0 within one code and whole km', () => {
      expect(distanceKm('68159', '68159')).toBe(0);
      expect(Number.isInteger(distanceKm('20095', '10115'))).toBe(true);
    });

    it('is null when a code is unknown', () => {
      expect(distanceKm('68159', '00000')).toBeNull();
      expect(distanceKm('1234', '68159')).toBeNull();
    });
  });

  describe('withinRadius', () => {
    const providers = [
      { id: 'heidelberg-25', plz: '69117', radiusKm: 25 },
      { id: 'heidelberg-10', plz: '69117', radiusKm: 10 },
      { id: 'mannheim-0', plz: '68159', radiusKm: 0 },
      { id: 'berlin-100', plz: '10115', radiusKm: 100 },
      { id: 'berlin-600', plz: '10115', radiusKm: 600 },
      { id: 'unknown', plz: '00000', radiusKm: 1000 },
    ];

    it('keeps the candidates whose own radius reaches the origin, in input order, with distances', () => {
      const matches = withinRadius('68159', providers);
      expect(matches.map((match) => match.candidate.id)).toEqual([
        'heidelberg-25',
        'mannheim-0',
        'berlin-600',
      ]);
      expect(matches[0].distanceKm).toBe(distanceKm('68159', '69117'));
      expect(matches[1].distanceKm).toBe(0);
    });

    it('caps the distance with maxKm', () => {
      expect(withinRadius('68159', providers, 50).map((match) => match.candidate.id)).toEqual([
        'heidelberg-25',
        'mannheim-0',
      ]);
    });

    it('compares the radius with the rounded distance users see', () => {
      const km = distanceKm('68159', '69117') as number;
      const exact = [{ plz: '69117', radiusKm: km }];
      const short = [{ plz: '69117', radiusKm: km - 1 }];
      expect(withinRadius('68159', exact)).toHaveLength(1);
      expect(withinRadius('68159', short)).toHaveLength(0);
    });

    it('matches nothing for an unknown origin', () => {
      expect(withinRadius('99999', providers)).toEqual([]);
      expect(withinRadius('abcde', providers)).toEqual([]);
    });

    it('answers the same after switching origins (the per-origin distances are cached)', () => {
      const fromMannheim = withinRadius('68159', providers);
      withinRadius('10115', providers);
      expect(withinRadius('68159', providers)).toEqual(fromMannheim);
    });

    it('agrees with distanceKm for random candidates', () => {
      const { codes } = plzTable();
      const random = seededRandom(7);
      const candidates: RadiusCandidate[] = Array.from({ length: 500 }, () => ({
        plz: codes[Math.floor(random() * codes.length)],
        radiusKm: Math.floor(random() * 200),
      }));
      const expected = candidates.filter((c) => (distanceKm('80331', c.plz) as number) <= c.radiusKm);
      expect(withinRadius('80331', candidates).map((match) => match.candidate)).toEqual(expected);
    });
  });

  describe('plzIndexOf and distancesFrom (for an in-memory provider index)', () => {
    it('numbers the codes compactly and reads distances by that number', () => {
      const heidelberg = plzIndexOf('69117');
      expect(heidelberg).toBeGreaterThanOrEqual(0);
      expect(heidelberg).toBeLessThan(plzTable().codes.length);
      expect(plzIndexOf('00000')).toBe(-1);
      expect(plzIndexOf('1234x')).toBe(-1);
      const fromMannheim = distancesFrom('68159');
      expect(fromMannheim).toHaveLength(plzTable().codes.length);
      expect(fromMannheim?.[heidelberg]).toBe(distanceKm('68159', '69117'));
      expect(fromMannheim?.[plzIndexOf('68159')]).toBe(0);
    });

    it('has no distances from an unknown origin', () => {
      expect(distancesFrom('99999')).toBeNull();
    });

    it('keeps an earlier origin’s distances intact when another origin is asked', () => {
      const fromBerlin = distancesFrom('10115');
      const berlinToMunich = fromBerlin?.[plzIndexOf('80331')];
      distancesFrom('80331');
      expect(fromBerlin?.[plzIndexOf('80331')]).toBe(berlinToMunich);
    });
  });

  describe('placesStartingWith', () => {
    it('suggests Mannheim for "mann"', () => {
      expect(placesStartingWith('mann', 8)[0]).toEqual({ text: 'Mannheim', plz: '68159' });
    });

    it.each(['münch', 'muench', 'MÜNCH', 'Munch'])('finds München for %p, folded', (prefix) => {
      const suggestions = placesStartingWith(prefix, 8);
      expect(suggestions[0]).toEqual({ text: 'München', plz: '80331' });
      expect(suggestions.length).toBeGreaterThan(1);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(suggestions.map((s) => s.text)).toContain('Münchberg');
    });

    it.each(['köln', 'koeln', 'Koln'])('finds Köln for %p', (prefix) => {
      expect(placesStartingWith(prefix)[0]).toEqual({ text: 'Köln', plz: '50667' });
    });

    it('puts bigger places first, then the exact name', () => {
      const halle = placesStartingWith('halle', 5).map((s) => s.text);
      expect(halle[0]).toBe('Halle (Saale)');
      expect(halle).toContain('Halle');
      expect(placesStartingWith('b', 2).map((s) => s.text)).toEqual(['Berlin', 'Bremen']);
    });

    it('offers far-apart places of one name separately, one place once', () => {
      const aach = placesStartingWith('aach', 20).filter((s) => s.text === 'Aach');
      expect(aach.map((s) => s.plz).sort()).toEqual(['54298', '78267']);
      expect(placesStartingWith('berlin', 20).filter((s) => s.text === 'Berlin')).toHaveLength(1);
    });

    it('respects the limit and returns nothing for an empty or unknown prefix', () => {
      expect(placesStartingWith('b', 3)).toHaveLength(3);
      expect(placesStartingWith('   ')).toEqual([]);
      expect(placesStartingWith('xqz')).toEqual([]);
      expect(placesStartingWith('mann', 0)).toEqual([]);
    });
  });

  describe('GeoService', () => {
    let context: INestApplicationContext;
    let geo: GeoService;

    beforeAll(async () => {
      context = await NestFactory.createApplicationContext(GeoModule, { logger: false });
      geo = context.get(GeoService);
    });

    afterAll(() => context.close());

    it('offers the look-ups through Nest', () => {
      expect(geo.placeOf('68159')).toBe('Mannheim');
      expect(geo.distanceKm('68159', '69117')).toBe(distanceKm('68159', '69117'));
      expect(geo.withinRadius('68159', [{ plz: '69117', radiusKm: 30 }])).toHaveLength(1);
      expect(geo.placesStartingWith('mann')[0].text).toBe('Mannheim');
      expect(geo.coordinatesOf('20095')?.approximate).toBe(false);
    });

    it('names the German problem with a postal code', () => {
      expect(geo.plzProblem('68159')).toBeNull();
      expect(geo.plzProblem('1234')).toBe(PLZ_FORMAT_MESSAGE);
      expect(geo.plzProblem('1234x')).toBe(PLZ_FORMAT_MESSAGE);
      expect(geo.plzProblem(68159)).toBe(PLZ_FORMAT_MESSAGE);
      expect(geo.plzProblem('00000')).toBe(PLZ_UNKNOWN_MESSAGE);
      expect(PLZ_FORMAT_MESSAGE).toBe('Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).');
      expect(PLZ_UNKNOWN_MESSAGE).toBe('Diese Postleitzahl kennen wir nicht.');
    });
  });
});

/** Deterministic pseudo-random numbers (mulberry32) so a failing case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('lazyDistancesFrom', () => {
  it('answers the same whole km as distanceKm, computed on demand, and null for an unknown origin', () => {
    const from = lazyDistancesFrom('68159');
    expect(from).not.toBeNull();
    for (const plz of ['69117', '76133', '10115', '68159']) {
      const km = from?.km(plzIndexOf(plz));
      expect(km).toBe(distanceKm('68159', plz));
      // Asked again (now remembered): the same.
      expect(lazyDistancesFrom('68159')?.km(plzIndexOf(plz))).toBe(km);
    }
    expect(lazyDistancesFrom('00000')).toBeNull();
  });
});
