import { Col } from './column-decorators';
import { WithGeneratedId } from './id-entity';
import { rowReader } from './row-reader';

/** One column of each kind, declared as the entities declare theirs. */
class SampleEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_sample_provider', 'CASCADE') providerId!: number;

  @Col.ShortText(64) dateiKlein!: string;

  @Col.Text() nachricht!: string;

  @Col.Day() eventDatum!: string;

  @Col.Timestamp() gesendetAm!: Date;

  @Col.Flag() hatBewertet!: boolean;

  @Col.Timestamp({ nullable: true }) ersteAntwortAm?: Date | null;

  @Col.Int({ nullable: true }) gaeste?: number | null;

  @Col.ShortText(5, { nullable: true }) uhrzeit?: string | null;
}

describe('row reader', () => {
  it('selects the named properties by their column names, the inherited id included', () => {
    const reader = rowReader(SampleEntity, 'f', ['id', 'providerId', 'dateiKlein']);
    expect(reader.columns).toBe('f.id, f.provider_id, f.datei_klein');
  });

  it('reads each column by its declared kind, the same from both engines', () => {
    const reader = rowReader(SampleEntity, 'i', [
      'id',
      'nachricht',
      'eventDatum',
      'gesendetAm',
      'hatBewertet',
      'ersteAntwortAm',
      'gaeste',
      'uhrzeit',
    ]);
    const fromSqlite = {
      id: 7,
      nachricht: 'Hallo',
      event_datum: '2026-05-01',
      gesendet_am: '2026-04-02 10:11:12.000',
      hat_bewertet: 1,
      erste_antwort_am: null,
      gaeste: null,
      uhrzeit: null,
    };
    const fromMysql = {
      ...fromSqlite,
      id: '7',
      gesendet_am: new Date('2026-04-02T10:11:12.000Z'),
      hat_bewertet: 1,
      erste_antwort_am: new Date('2026-04-03T08:00:00.000Z'),
      gaeste: 40,
      uhrzeit: '18:30',
    };
    expect(reader.read(fromSqlite)).toEqual({
      id: 7,
      nachricht: 'Hallo',
      eventDatum: '2026-05-01',
      gesendetAm: '2026-04-02T10:11:12.000Z',
      hatBewertet: true,
      ersteAntwortAm: null,
      gaeste: null,
      uhrzeit: null,
    });
    expect(reader.read(fromMysql)).toEqual({
      id: 7,
      nachricht: 'Hallo',
      eventDatum: '2026-05-01',
      gesendetAm: '2026-04-02T10:11:12.000Z',
      hatBewertet: true,
      ersteAntwortAm: '2026-04-03T08:00:00.000Z',
      gaeste: 40,
      uhrzeit: '18:30',
    });
  });

  it('refuses a property without a column when the module loads', () => {
    expect(() => rowReader(SampleEntity, 's', ['providerIdKey' as keyof SampleEntity & string])).toThrow(
      'SampleEntity.providerIdKey has no column a row reader knows.',
    );
  });

  it('reads every column when no properties are named', () => {
    expect(rowReader(SampleEntity, 's').columns).toBe(
      's.id, s.provider_id, s.datei_klein, s.nachricht, s.event_datum, s.gesendet_am, s.hat_bewertet, ' +
        's.erste_antwort_am, s.gaeste, s.uhrzeit',
    );
  });
});
