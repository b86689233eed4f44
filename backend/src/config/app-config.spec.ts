import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

/** A production start with the details it insists on. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  OPERATOR_NAME: 'Beispiel Events GmbH',
  OPERATOR_ADDRESS: 'Beispielweg 5, 68159 Mannheim',
  OPERATOR_TAX_NUMBER: '21/815/08150',
  OPERATOR_IBAN: 'DE89 3704 0044 0532 0130 00',
};

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'ek-config-'));

  it('defaults to SQLite under the data directory with demo content outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.database).toEqual({ type: 'sqlite', path: join(dir, 'event-kompass.sqlite') });
    expect(config.port).toBe(3000);
    expect(config.seedDemoContent).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('generates a development JWT secret once and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('backs up daily at 03:00 keeping 7 daily and 4 weekly, and serves no metrics, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      backup: { schedule: '0 3 * * *', keepDaily: 7, keepWeekly: 4 },
      metricsToken: null,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BACKUP_SCHEDULE: '30 2 * * 1-5',
      BACKUP_KEEP: '0',
      BACKUP_KEEP_WEEKS: '8',
      METRICS_TOKEN: 'p'.repeat(32),
    });
    expect(config.backup).toEqual({ schedule: '30 2 * * 1-5', keepDaily: 0, keepWeekly: 8 });
    expect(config.metricsToken).toBe('p'.repeat(32));
  });

  it('uses MySQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db:3306/ek' });
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://u:p@db:3306/ek' });
  });

  it.each([
    [{ NODE_ENV: 'production' }, /JWT_SECRET ist in Produktion erforderlich/],
    [{ JWT_SECRET: 'kurz' }, /mindestens 32 Zeichen/],
    [{ PORT: 'abc' }, /PORT muss eine Zahl/],
    [{ DATABASE_URL: 'postgres://x' }, /DATABASE_URL muss mit mysql: oder mariadb: beginnen/],
    [{ ADMIN_EMAIL: 'a@b.de' }, /zusammen gesetzt/],
    [{ ADMIN_EMAIL: 'kein-mail', ADMIN_PASSWORD: 'geheim123' }, /ADMIN_EMAIL ist keine gültige E-Mail/],
    [{ OPERATOR_EMAIL: 'x' }, /OPERATOR_EMAIL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ CORS_ORIGINS: 'nicht-url' }, /CORS_ORIGINS/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT muss json oder pretty sein/],
    [{ REDIS_PREFIX: 'ek prod' }, /REDIS_PREFIX darf nur/],
    [{ JOBS_CRON: 'täglich' }, /JOBS_CRON ist kein gültiger Cron-Ausdruck/],
    [{ JOBS_CRON: '61 3 * * *' }, /JOBS_CRON/],
    [{ BACKUP_SCHEDULE: 'nachts' }, /BACKUP_SCHEDULE ist kein gültiger Cron-Ausdruck/],
    [{ BACKUP_KEEP: '-1' }, /BACKUP_KEEP muss eine ganze Zahl von 0 bis 366 sein/],
    [{ BACKUP_KEEP_WEEKS: 'vier' }, /BACKUP_KEEP_WEEKS muss eine ganze Zahl/],
    [{ METRICS_TOKEN: 'zu-kurz' }, /METRICS_TOKEN muss mindestens 24 Zeichen/],
    [{ METRICS_TOKEN: `${'x'.repeat(30)} y` }, /METRICS_TOKEN darf nur sichtbare ASCII-Zeichen/],
    [{ ...PRODUCTION, OPERATOR_NAME: '' }, /OPERATOR_NAME muss in Produktion mit den echten Angaben/],
    [
      { ...PRODUCTION, OPERATOR_ADDRESS: 'Musterstraße 1, 12345 Musterstadt' },
      /OPERATOR_ADDRESS muss in Produktion/,
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      /OPERATOR_NAME und OPERATOR_ADDRESS müssen in Produktion mit den echten Angaben des Betreibers gesetzt sein \(Impressum nach § 5 DDG\)/,
    ],
    [{ OPERATOR_VAT_ID: '123' }, /OPERATOR_VAT_ID ist keine gültige Umsatzsteuer-Identifikationsnummer/],
    [{ OPERATOR_PHONE: 'ruf an' }, /OPERATOR_PHONE ist keine gültige Telefonnummer/],
    [
      { ...PRODUCTION, OPERATOR_TAX_NUMBER: '', OPERATOR_IBAN: '' },
      /OPERATOR_TAX_NUMBER oder OPERATOR_VAT_ID und OPERATOR_IBAN müssen in Produktion gesetzt sein/,
    ],
    [{ ...PRODUCTION, OPERATOR_IBAN: '' }, /OPERATOR_IBAN muss in Produktion gesetzt sein/],
    [
      { ...PRODUCTION, OPERATOR_TAX_NUMBER: '' },
      /^OPERATOR_TAX_NUMBER oder OPERATOR_VAT_ID muss in Produktion gesetzt sein: Jede Verlängerung stellt eine Rechnung aus/,
    ],
    // The development stand-in is no account of the operator's.
    [
      { ...PRODUCTION, OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 51' },
      /OPERATOR_IBAN muss in Produktion gesetzt sein/,
    ],
    [{ OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 52' }, /OPERATOR_IBAN ist keine gültige IBAN/],
    [{ OPERATOR_BIC: 'XYZ' }, /OPERATOR_BIC ist keine gültige BIC/],
    [{ OPERATOR_TAX_NUMBER: 'abc' }, /OPERATOR_TAX_NUMBER ist keine gültige Steuernummer/],
    [{ OPERATOR_SMALL_BUSINESS: 'ja' }, /OPERATOR_SMALL_BUSINESS muss true oder false sein/],
    [{ LISTING_PRICE_CENT: '5000' }, /LISTING_PRICE_CENT muss 4000 sein/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY muss eine Zahl von 1 bis 32 oder "auto" sein/],
    [{ WEB_CONCURRENCY: 'viele' }, /WEB_CONCURRENCY/],
    [{ WEB_CONCURRENCY: '2.5' }, /WEB_CONCURRENCY/],
    [{ WEB_CONCURRENCY: '33' }, /WEB_CONCURRENCY/],
    [{ WORK_BUDGET: 'viel' }, /WORK_BUDGET muss eine ganze Zahl ab 0 sein \(0: keine Grenze\)/],
    [{ WORK_BUDGET: '-1' }, /WORK_BUDGET/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('keeps photos under DATA_DIR/uploads unless S3_URL names a bucket', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).photoStorage).toEqual({ type: 'local', dir: join(dir, 'uploads') });
    expect(
      loadConfig({ DATA_DIR: dir, S3_URL: 'http://schl%C3%BCssel:geheim%2F1@minio:9000/ek-fotos/' })
        .photoStorage,
    ).toEqual({
      type: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'ek-fotos',
      accessKey: 'schlüssel',
      secretKey: 'geheim/1',
      region: 'us-east-1',
    });
    for (const S3_URL of [
      'http://minio:9000/ek-fotos',
      'http://k:s@minio:9000/',
      'ftp://k:s@minio/b',
      'kaputt',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dir, S3_URL })).toThrow(ConfigError);
    }
  });

  it('runs the daily jobs at 03:15 unless JOBS_CRON says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jobsCron).toBe('15 3 * * *');
    expect(loadConfig({ DATA_DIR: dataDir(), JOBS_CRON: '0 4 * * *' }).jobsCron).toBe('0 4 * * *');
  });

  it('gives each client 1200 work units a minute unless WORK_BUDGET says otherwise (0: no limit)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workBudget).toBe(1200);
    expect(loadConfig({ DATA_DIR: dataDir(), WORK_BUDGET: '0' }).workBudget).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), WORK_BUDGET: '5000' }).workBudget).toBe(5000);
  });

  it('serves in one process unless WEB_CONCURRENCY asks for more; auto means one per core', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(
      Math.min(availableParallelism(), 32),
    );
  });

  it('takes the invoice details from the environment, with stand-ins outside production', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).billing).toMatchObject({
      priceCent: 4000,
      iban: 'DE02120300000000202051',
      smallBusiness: false,
    });
    const production = loadConfig({
      ...PRODUCTION,
      DATA_DIR: dir,
      OPERATOR_TAX_NUMBER: '',
      OPERATOR_VAT_ID: 'DE123456789',
      OPERATOR_SMALL_BUSINESS: 'true',
    });
    expect(production.billing).toMatchObject({
      taxNumber: null,
      iban: 'DE89370400440532013000',
      smallBusiness: true,
    });
  });

  it('takes the Impressum details from the environment, each optional', () => {
    const config = loadConfig({
      ...PRODUCTION,
      DATA_DIR: dataDir(),
      OPERATOR_PHONE: '+49 621 1234567',
      OPERATOR_LEGAL_FORM: 'GmbH',
      OPERATOR_REPRESENTATIVE: 'Geschäftsführerin: Clara Beispiel',
      OPERATOR_REGISTER: 'Amtsgericht Mannheim, HRB 123456',
      OPERATOR_VAT_ID: 'de 123 456 789',
    });
    expect(config).toMatchObject({
      operatorName: 'Beispiel Events GmbH',
      operatorPhone: '+49 621 1234567',
      operatorLegalForm: 'GmbH',
      operatorRepresentative: 'Geschäftsführerin: Clara Beispiel',
      operatorRegister: 'Amtsgericht Mannheim, HRB 123456',
      operatorVatId: 'DE123456789',
    });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ operatorPhone: null, operatorVatId: null });
  });

  it('logs JSON lines in production and coloured lines elsewhere, one per request unless turned off', () => {
    const production = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() });
    expect([production.logFormat, production.logRequests]).toEqual(['json', true]);
    const development = loadConfig({ DATA_DIR: dataDir(), LOG_REQUESTS: 'false' });
    expect([development.logFormat, development.logRequests]).toEqual(['pretty', false]);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('seeds no demo content in production', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() });
    expect(config.seedDemoContent).toBe(false);
    expect(config.isProduction).toBe(true);
  });
});
