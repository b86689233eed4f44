import { CronTime } from 'cron';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { RENEWAL_PRICE_CENTS } from '@event-kompass/shared-types';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string | null;
  adminPassword: string | null;
  publicUrl: string;
  operatorEmail: string;
  operatorName: string;
  operatorAddress: string;
  /** Further Impressum details (§ 5 DDG); null when the operator has none (or set none). */
  operatorPhone: string | null;
  operatorLegalForm: string | null;
  operatorRepresentative: string | null;
  operatorRegister: string | null;
  operatorVatId: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  paymentLinkUrl: string;
  corsOrigins: string[];
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  redisPrefix: string;
  /** `json`: one JSON object per line (production); `pretty`: coloured lines for people. */
  logFormat: LogFormat;
  /** One log line per answered request (on unless LOG_REQUESTS=false). */
  logRequests: boolean;
  /**
   * Count provider-page views and search hits for the owners' statistics (on unless
   * VIEW_COUNTING=false; off only to measure what counting costs).
   */
  viewCounting: boolean;
  /** How often each process writes its buffered counts (STATS_FLUSH_MS, default 5 000). */
  statsFlushMs: number;
  /**
   * Let the calendar import read private, loopback and link-local addresses
   * (CALENDAR_IMPORT_ALLOW_PRIVATE=true): for tests with a local server only, never in production.
   */
  calendarImportAllowPrivate: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where the storefront's and the admin console's builds are served from. */
  storefrontDist: string;
  adminConsoleDist: string;
  /** Seed demo content into an empty database (never in production). */
  seedDemoContent: boolean;
  /** Run the scheduled jobs and the outbox worker in this process. */
  runBackgroundWork: boolean;
  /**
   * Keep public answers in memory (the response cache). Off only to measure or debug the work
   * behind them: every answer is then made anew (ETags and 304s go with it).
   */
  publicAnswerCache: boolean;
  /** When the daily jobs run (cron syntax, Berlin time); default 03:15. */
  jobsCron: string;
  /** Server processes sharing the port (node:cluster); 1 = this process serves alone. */
  webConcurrency: number;
  /** Where listing photos live: under DATA_DIR/uploads, or in an S3-compatible bucket. */
  photoStorage: PhotoStorageConfig;
  /** The scheduled backup and its rotation. */
  backup: BackupConfig;
  /** Invoices for renewals (issue 26): price, tax details and bank account on every invoice. */
  billing: BillingConfig;
  /** Bearer token for `GET /api/metrics`; null: the route answers 404. */
  metricsToken: string | null;
  /**
   * Work units one client address may spend per minute on uncached searches, page renders and
   * photo uploads (docs/decisions.md: Faire Nutzung); 0 = no limit.
   */
  workBudget: number;
}

/**
 * `BACKUP_KEEP` newest daily and `BACKUP_KEEP_WEEKS` newest weekly backups are kept (a backup
 * may be both); `BACKUP_KEEP=0` turns the scheduled backup and the rotation off.
 */
export interface BackupConfig {
  /** Cron syntax, Berlin time; default 03:00. */
  schedule: string;
  keepDaily: number;
  keepWeekly: number;
}

/** What every invoice states about its issuer beyond the Impressum (§ 14 (4) UStG) and how it is paid. */
export interface BillingConfig {
  /** Gross price of a year's listing in cent (`LISTING_PRICE_CENT`, the same as RENEWAL_PRICE_CENTS). */
  priceCent: number;
  /** `OPERATOR_TAX_NUMBER` (Steuernummer); an invoice needs it or the VAT id. */
  taxNumber: string | null;
  /** `OPERATOR_IBAN` in electronic format (no spaces), checked with ibantools. */
  iban: string;
  /** `OPERATOR_BIC`, optional (SEPA transfers inside the EEA need none). */
  bic: string | null;
  /** `OPERATOR_SMALL_BUSINESS=true`: § 19 UStG, no VAT shown. */
  smallBusiness: boolean;
  /** Standard VAT rate in percent (§ 12 (1) UStG). */
  vatPercent: number;
  /** The DATEV export's accounts (SKR03 defaults) and the adviser's numbers for its header. */
  datev: DatevConfig;
}

export interface DatevConfig {
  /** `DATEV_REVENUE_ACCOUNT`; default 8400 (Erlöse 19 % USt), 8195 for a § 19 small business. */
  revenueAccount: string;
  /** `DATEV_DEBITOR_ACCOUNT`: one collective debtor for every provider; default 10000. */
  debitorAccount: string;
  /** `DATEV_BANK_ACCOUNT`: where payments arrive; default 1200 (Bank). */
  bankAccount: string;
  /** `DATEV_CONSULTANT_NUMBER` (Beraternummer) and `DATEV_CLIENT_NUMBER` (Mandantennummer). */
  consultantNumber: string;
  clientNumber: string;
}

/** `S3_URL=http(s)://KEY:SECRET@host:port/bucket` (path-style, e.g. MinIO); else local files. */
export type PhotoStorageConfig =
  | { type: 'local'; dir: string }
  | { type: 's3'; endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string };

export type LogFormat = 'json' | 'pretty';

export class ConfigError extends Error {}

export const DEFAULT_JOBS_CRON = '15 3 * * *';
export const DEFAULT_BACKUP_SCHEDULE = '0 3 * * *';
/** A token shorter than this could be guessed; Prometheus sends it with every scrape anyway. */
export const MIN_METRICS_TOKEN_LENGTH = 24;
/** Stand-ins for development; a production start refuses them (the Impressum must be real). */
export const PLACEHOLDER_OPERATOR_NAME = 'Event-Kompass (Betreiber laut Konfiguration)';
export const PLACEHOLDER_OPERATOR_ADDRESS = 'Musterstraße 1, 12345 Musterstadt';
export const MAX_WEB_CONCURRENCY = 32;
/** A valid test IBAN for development and tests; a production start refuses it. */
export const PLACEHOLDER_OPERATOR_IBAN = 'DE02120300000000202051';
/** A stand-in tax number for development and tests (no invoice without one); refused in production. */
export const PLACEHOLDER_OPERATOR_TAX_NUMBER = '00/000/00000';

/** The monorepo root: backend/dist/config or backend/src/config → three levels up. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

function parseUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} ist keine gültige URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} muss mit ${protocols.join(' oder ')} beginnen: "${value}"`);
  }
  return value;
}

function parseEmail(name: string, value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} ist keine gültige E-Mail-Adresse: "${value}"`);
  }
  return value;
}

function loadDevJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the whole configuration once; the only place that looks at the
 * environment. Throws a ConfigError with a clear message instead of starting half-configured.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const nodeEnv = get('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const portText = get('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT muss eine Zahl zwischen 0 und 65535 sein: "${portText}"`);
  }

  const dataDirText = get('DATA_DIR') ?? join(REPO_ROOT, 'data');
  const dataDir = isAbsolute(dataDirText) ? dataDirText : resolve(dataDirText);

  const databaseUrl = get('DATABASE_URL');
  let database: DatabaseConfig;
  if (databaseUrl) {
    database = { type: 'mysql', url: parseUrl('DATABASE_URL', databaseUrl, ['mysql:', 'mariadb:']) };
  } else {
    const path = get('DATABASE_PATH') ?? join(dataDir, 'event-kompass.sqlite');
    database = { type: 'sqlite', path: path === ':memory:' || isAbsolute(path) ? path : resolve(path) };
  }

  let jwtSecret = get('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET muss mindestens 32 Zeichen lang sein.');
  }
  if (!jwtSecret) {
    if (isProduction)
      throw new ConfigError('JWT_SECRET ist in Produktion erforderlich (mindestens 32 Zeichen).');
    jwtSecret = loadDevJwtSecret(dataDir);
  }

  const adminEmail = get('ADMIN_EMAIL') ?? null;
  const adminPassword = get('ADMIN_PASSWORD') ?? null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL und ADMIN_PASSWORD müssen zusammen gesetzt werden.');
  }
  if (adminEmail) parseEmail('ADMIN_EMAIL', adminEmail);
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD muss mindestens 6 Zeichen lang sein.');
  }

  const publicUrl = parseUrl('PUBLIC_URL', get('PUBLIC_URL') ?? `http://localhost:${port}`, [
    'http:',
    'https:',
  ]).replace(/\/+$/, '');
  const smtpUrl = get('SMTP_URL');
  if (smtpUrl) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const redisUrl = get('REDIS_URL');
  if (redisUrl) parseUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:']);

  const redisPrefix = get('REDIS_PREFIX') ?? 'ek';
  if (!/^[A-Za-z0-9_.-]{1,32}$/.test(redisPrefix)) {
    throw new ConfigError(
      `REDIS_PREFIX darf nur Buchstaben, Ziffern, „_“, „.“ und „-“ enthalten (höchstens 32): "${redisPrefix}"`,
    );
  }
  const logFormat = get('LOG_FORMAT') ?? (isProduction ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError(`LOG_FORMAT muss json oder pretty sein: "${logFormat}"`);
  }

  const corsOrigins = (get('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => parseUrl('CORS_ORIGINS', origin, ['http:', 'https:']).replace(/\/+$/, ''));

  const jobsCron = cronExpression('JOBS_CRON', get('JOBS_CRON') ?? DEFAULT_JOBS_CRON);

  const metricsToken = get('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]+$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN darf nur sichtbare ASCII-Zeichen enthalten.');
  }
  if (metricsToken !== null && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN muss mindestens ${MIN_METRICS_TOKEN_LENGTH} Zeichen lang sein.`);
  }

  return {
    nodeEnv,
    isProduction,
    port,
    host: get('HOST') ?? '0.0.0.0',
    database,
    dataDir,
    jwtSecret,
    adminEmail: adminEmail?.toLowerCase() ?? null,
    adminPassword,
    publicUrl,
    operatorEmail: parseEmail('OPERATOR_EMAIL', get('OPERATOR_EMAIL') ?? 'kontakt@event-kompass.de'),
    ...operatorDetails(get, isProduction),
    smtpUrl: smtpUrl ?? null,
    mailFrom: get('MAIL_FROM') ?? 'Event-Kompass <no-reply@event-kompass.de>',
    paymentLinkUrl: parseUrl(
      'PAYMENT_LINK_URL',
      get('PAYMENT_LINK_URL') ?? 'https://www.paypal.com/paypalme/eventkompass/40',
      ['http:', 'https:'],
    ),
    corsOrigins,
    redisUrl: redisUrl ?? null,
    redisPrefix,
    logFormat,
    logRequests: get('LOG_REQUESTS') !== 'false',
    viewCounting: get('VIEW_COUNTING') !== 'false',
    statsFlushMs: count('STATS_FLUSH_MS', get('STATS_FLUSH_MS'), 5000, 3_600_000),
    calendarImportAllowPrivate: !isProduction && get('CALENDAR_IMPORT_ALLOW_PRIVATE') === 'true',
    trustProxy: get('TRUST_PROXY') === 'true',
    storefrontDist: get('STOREFRONT_DIST') ?? join(REPO_ROOT, 'storefront', 'dist'),
    adminConsoleDist: get('ADMIN_CONSOLE_DIST') ?? join(REPO_ROOT, 'admin-console', 'dist'),
    seedDemoContent: !isProduction && get('SEED_DEMO') !== 'false',
    runBackgroundWork: get('BACKGROUND_WORK') !== 'false',
    publicAnswerCache: get('PUBLIC_CACHE') !== 'false',
    jobsCron,
    webConcurrency: webConcurrency(get('WEB_CONCURRENCY')),
    photoStorage: photoStorage(get('S3_URL'), get('S3_REGION'), dataDir),
    backup: {
      schedule: cronExpression('BACKUP_SCHEDULE', get('BACKUP_SCHEDULE') ?? DEFAULT_BACKUP_SCHEDULE),
      keepDaily: count('BACKUP_KEEP', get('BACKUP_KEEP'), 7, 366),
      keepWeekly: count('BACKUP_KEEP_WEEKS', get('BACKUP_KEEP_WEEKS'), 4, 520),
    },
    billing: billingDetails(get, isProduction),
    metricsToken,
    workBudget: workBudget(get('WORK_BUDGET')),
  };
}

function cronExpression(name: string, value: string): string {
  try {
    new CronTime(value, 'Europe/Berlin');
  } catch {
    throw new ConfigError(`${name} ist kein gültiger Cron-Ausdruck: "${value}"`);
  }
  return value;
}

/** A whole number from 0 to `max`; `fallback` when unset. */
function count(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) {
    throw new ConfigError(`${name} muss eine ganze Zahl von 0 bis ${max} sein: "${text}"`);
  }
  return Number(text);
}

function photoStorage(
  s3Url: string | undefined,
  region: string | undefined,
  dataDir: string,
): PhotoStorageConfig {
  if (!s3Url) return { type: 'local', dir: join(dataDir, 'uploads') };
  const url = new URL(parseUrl('S3_URL', s3Url, ['http:', 'https:']));
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || bucket.includes('/') || !url.username || !url.password) {
    throw new ConfigError(
      'S3_URL braucht Zugangsschlüssel, Geheimnis und Bucket: http(s)://KEY:SECRET@host:port/bucket',
    );
  }
  return {
    type: 's3',
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    accessKey: decodeURIComponent(url.username),
    secretKey: decodeURIComponent(url.password),
    region: region ?? 'us-east-1',
  };
}

/**
 * Who runs the site, for the Impressum (§ 5 DDG). In production name and address must be set
 * and real: a site live with "Musterstraße 1" is an offence, not a default.
 */
function operatorDetails(
  get: (name: string) => string | undefined,
  isProduction: boolean,
): Pick<
  AppConfig,
  | 'operatorName'
  | 'operatorAddress'
  | 'operatorPhone'
  | 'operatorLegalForm'
  | 'operatorRepresentative'
  | 'operatorRegister'
  | 'operatorVatId'
> {
  const name = get('OPERATOR_NAME');
  const address = get('OPERATOR_ADDRESS');
  if (isProduction) {
    const missing = [
      !name || name === PLACEHOLDER_OPERATOR_NAME ? 'OPERATOR_NAME' : null,
      !address || address === PLACEHOLDER_OPERATOR_ADDRESS || /musterstra/i.test(address)
        ? 'OPERATOR_ADDRESS'
        : null,
    ].filter((variable): variable is string => variable !== null);
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(' und ')} ${missing.length === 1 ? 'muss' : 'müssen'} in Produktion mit den echten Angaben des Betreibers gesetzt sein (Impressum nach § 5 DDG).`,
      );
    }
  }
  const phone = get('OPERATOR_PHONE') ?? null;
  if (phone !== null && !/^\+?[0-9][0-9 ()/-]{4,29}$/.test(phone)) {
    throw new ConfigError(`OPERATOR_PHONE ist keine gültige Telefonnummer: "${phone}"`);
  }
  const vatId = get('OPERATOR_VAT_ID')?.replace(/\s/g, '').toUpperCase() ?? null;
  if (vatId !== null && !/^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vatId)) {
    throw new ConfigError(
      `OPERATOR_VAT_ID ist keine gültige Umsatzsteuer-Identifikationsnummer (z. B. DE123456789): "${vatId}"`,
    );
  }
  return {
    operatorName: name ?? PLACEHOLDER_OPERATOR_NAME,
    operatorAddress: address ?? PLACEHOLDER_OPERATOR_ADDRESS,
    operatorPhone: phone,
    operatorLegalForm: get('OPERATOR_LEGAL_FORM') ?? null,
    operatorRepresentative: get('OPERATOR_REPRESENTATIVE') ?? null,
    operatorRegister: get('OPERATOR_REGISTER') ?? null,
    operatorVatId: vatId,
  };
}

/**
 * What an invoice needs (issue 26). Billing is always on, so production refuses to start without
 * a tax number or VAT id and without the account the invoices ask to pay into, as it does for
 * the Impressum; development and tests get stand-ins.
 */
function billingDetails(get: (name: string) => string | undefined, isProduction: boolean): BillingConfig {
  const priceText = get('LISTING_PRICE_CENT');
  // The pages, mails and the PayPal button say RENEWAL_PRICE_LABEL: an invoice over another
  // amount would contradict them, so the variable may only confirm the one price.
  if (priceText !== undefined && priceText !== String(RENEWAL_PRICE_CENTS)) {
    throw new ConfigError(
      `LISTING_PRICE_CENT muss ${RENEWAL_PRICE_CENTS} sein, der Preis, den Seiten und E-Mails nennen (RENEWAL_PRICE_CENTS in shared-types/src/billing.ts): "${priceText}"`,
    );
  }
  const taxNumber = get('OPERATOR_TAX_NUMBER') ?? null;
  if (taxNumber !== null && !/^[0-9][0-9 /]{7,17}[0-9]$/.test(taxNumber)) {
    throw new ConfigError(
      `OPERATOR_TAX_NUMBER ist keine gültige Steuernummer (z. B. 21/815/08150): "${taxNumber}"`,
    );
  }
  const ibanText = get('OPERATOR_IBAN');
  const iban = ibanText === undefined ? null : electronicFormatIBAN(ibanText);
  if (ibanText !== undefined && (!iban || !isValidIBAN(iban))) {
    throw new ConfigError(`OPERATOR_IBAN ist keine gültige IBAN: "${ibanText}"`);
  }
  const bic = get('OPERATOR_BIC')?.replace(/\s/g, '').toUpperCase() ?? null;
  if (bic !== null && !isValidBIC(bic)) {
    throw new ConfigError(`OPERATOR_BIC ist keine gültige BIC: "${bic}"`);
  }
  const smallBusiness = get('OPERATOR_SMALL_BUSINESS') ?? 'false';
  if (smallBusiness !== 'true' && smallBusiness !== 'false') {
    throw new ConfigError(`OPERATOR_SMALL_BUSINESS muss true oder false sein: "${smallBusiness}"`);
  }
  if (isProduction) {
    const missing = [
      taxNumber === null && get('OPERATOR_VAT_ID') === undefined
        ? 'OPERATOR_TAX_NUMBER oder OPERATOR_VAT_ID'
        : null,
      iban === null || iban === PLACEHOLDER_OPERATOR_IBAN ? 'OPERATOR_IBAN' : null,
    ].filter((variable): variable is string => variable !== null);
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(' und ')} ${missing.length === 1 ? 'muss' : 'müssen'} in Produktion gesetzt sein: Jede Verlängerung stellt eine Rechnung aus, die Steuernummer oder USt-IdNr. und die Bankverbindung des Betreibers nennt (§ 14 Abs. 4 UStG).`,
      );
    }
  }
  return {
    priceCent: RENEWAL_PRICE_CENTS,
    taxNumber: taxNumber ?? (isProduction ? null : PLACEHOLDER_OPERATOR_TAX_NUMBER),
    iban: iban ?? PLACEHOLDER_OPERATOR_IBAN,
    bic,
    smallBusiness: smallBusiness === 'true',
    vatPercent: 19,
    datev: datevDetails(get, smallBusiness === 'true'),
  };
}

function datevDetails(get: (name: string) => string | undefined, smallBusiness: boolean): DatevConfig {
  const digits = (name: string, value: string, count: [number, number], example: string) => {
    if (!new RegExp(`^\\d{${count[0]},${count[1]}}$`).test(value)) {
      throw new ConfigError(
        `${name} muss eine Zahl mit ${count[0]} bis ${count[1]} Ziffern sein (z. B. ${example}): "${value}"`,
      );
    }
    return value;
  };
  return {
    revenueAccount: digits(
      'DATEV_REVENUE_ACCOUNT',
      get('DATEV_REVENUE_ACCOUNT') ?? (smallBusiness ? '8195' : '8400'),
      [4, 8],
      '8400',
    ),
    debitorAccount: digits('DATEV_DEBITOR_ACCOUNT', get('DATEV_DEBITOR_ACCOUNT') ?? '10000', [5, 9], '10000'),
    bankAccount: digits('DATEV_BANK_ACCOUNT', get('DATEV_BANK_ACCOUNT') ?? '1200', [4, 8], '1200'),
    consultantNumber: digits(
      'DATEV_CONSULTANT_NUMBER',
      get('DATEV_CONSULTANT_NUMBER') ?? '1001',
      [4, 7],
      '1001',
    ),
    clientNumber: digits('DATEV_CLIENT_NUMBER', get('DATEV_CLIENT_NUMBER') ?? '1', [1, 5], '1'),
  };
}

/** `WEB_CONCURRENCY`: a number of processes, or `auto` for one per CPU core. */
function webConcurrency(text: string | undefined): number {
  if (text === undefined) return 1;
  if (text === 'auto') return Math.min(availableParallelism(), MAX_WEB_CONCURRENCY);
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_WEB_CONCURRENCY) {
    throw new ConfigError(
      `WEB_CONCURRENCY muss eine Zahl von 1 bis ${MAX_WEB_CONCURRENCY} oder "auto" sein: "${text}"`,
    );
  }
  return count;
}

/** Enough for a person searching, paging and uploading a listing's photos at full speed (see WORK_COSTS). */
export const DEFAULT_WORK_BUDGET = 1200;

function workBudget(text: string | undefined): number {
  if (text === undefined) return DEFAULT_WORK_BUDGET;
  if (!/^\d{1,9}$/.test(text)) {
    throw new ConfigError(`WORK_BUDGET muss eine ganze Zahl ab 0 sein (0: keine Grenze): "${text}"`);
  }
  return Number(text);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
