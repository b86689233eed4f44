import type { DatevConfig } from '../../../config/app-config';

/** One line of the Buchungsstapel: amount without sign, Soll/Haben from the account's view. */
export interface DatevBooking {
  cent: number;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** `JJJJ-MM-TT`. */
  date: string;
  voucher: string;
  text: string;
}

/** The leading columns of DATEV's Buchungsstapel (format 700, version 13); the rest may be left out. */
export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

/** Text fields in double quotes, a quote inside doubled; DATEV cuts nothing, so we do (60 for the text). */
function quoted(value: string, max: number): string {
  return `"${value
    .replace(/[\r\n;]+/g, ' ')
    .slice(0, max)
    .replace(/"/g, '""')}"`;
}

/** 4000 → "40,00": the decimal comma DATEV reads. */
export function datevAmount(cent: number): string {
  const abs = Math.abs(cent);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const compact = (isoDate: string) => isoDate.replace(/-/g, '');

function timestamp(now: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}${pad(now.getUTCMilliseconds(), 3)}`
  );
}

/**
 * The Buchungsstapel as text: the EXTF header record (format 700, category 21, version 13, SKR03,
 * G/L accounts of 4 digits), the column names, one line per booking; CRLF as DATEV writes it.
 */
export function datevCsv(
  bookings: readonly DatevBooking[],
  period: { von: string; bis: string },
  config: DatevConfig,
  now: Date,
): string {
  const header = [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    timestamp(now),
    '',
    '"RE"',
    '""',
    '""',
    config.consultantNumber,
    config.clientNumber,
    `${period.von.slice(0, 4)}0101`,
    '4',
    compact(period.von),
    compact(period.bis),
    '"Event-Kompass Rechnungen"',
    '""',
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    '"03"',
    '',
    '',
    '""',
    '""',
  ].join(';');
  const lines = [header, DATEV_COLUMNS.join(';')];
  for (const booking of bookings) {
    lines.push(
      [
        datevAmount(booking.cent),
        `"${booking.side}"`,
        '"EUR"',
        '',
        '',
        '',
        booking.account,
        booking.contraAccount,
        '',
        `${booking.date.slice(8, 10)}${booking.date.slice(5, 7)}`,
        quoted(booking.voucher, 36),
        '""',
        '',
        quoted(booking.text, 60),
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Windows-1252, the character set DATEV imports; what it cannot spell becomes "?". */
const CP1252_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

export function toWindows1252(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    bytes[length++] = CP1252_EXTRA[char] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
  }
  return bytes.subarray(0, length);
}
