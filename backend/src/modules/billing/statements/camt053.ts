import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { InvalidInput } from '../../../common/errors/domain-error';

/** One credit of a CAMT.053 statement, as the import matches it. */
export interface StatementCredit {
  /** Unique per bank line: the same line in a second import has the same key. */
  key: string;
  datum: string;
  cent: number;
  reference: string;
  name: string;
}

type Node = Record<string, unknown>;

/** Elements that may repeat; the parser gives them as arrays even when there is one. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Amounts and references stay text: "0040.10" must not become a float, "00001" keeps its zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  // No DOCTYPE entities: a statement needs none, and expanding them is a classic attack.
  processEntities: false,
  isArray: (name) => REPEATED.has(name),
  // Speed (issue 26: 10 000 lines in ≤ 10 s; docs/benchmarks.md): no path strings built per tag
  // for the callbacks, and the parts the import never reads are kept as raw text instead of
  // trees (the validator has checked them already). Together about 40 % less CPU per statement.
  jPath: false,
  stopNodes: ['*.GrpHdr', '*.Bal', '*.TxsSummry', '*.BkTxCd', '*.RltdAgts', '*.Chrgs', '*.Purp', '*.RltdDts'],
});

const NOT_XML = 'Die Datei ist kein gültiges XML. Bitte laden Sie den Kontoauszug im Format CAMT.053 hoch.';
const NOT_CAMT =
  'Die Datei ist kein Kontoauszug im Format CAMT.053 (erwartet: Document/BkToCstmrStmt). Bitte laden Sie den Tagesauszug Ihrer Bank als CAMT.053-XML hoch.';

function child(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Node)[name];
  }
  return current;
}

function list(node: unknown, ...path: string[]): unknown[] {
  const value = child(node, ...path);
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function text(node: unknown, ...path: string[]): string {
  const value = child(node, ...path);
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string')
    return ((value as Node)['#text'] as string).trim();
  return '';
}

/** "40.00" → 4000, exactly (no floating point); null when it is no amount. */
export function toCent(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function bookingDay(entry: unknown): string {
  for (const date of [
    ['BookgDt', 'Dt'],
    ['BookgDt', 'DtTm'],
    ['ValDt', 'Dt'],
    ['ValDt', 'DtTm'],
  ]) {
    const value = text(entry, ...date).slice(0, 10);
    if (/^\d{4}-\d\d-\d\d$/.test(value)) return value;
  }
  return '';
}

function referenceOf(tx: unknown): string {
  const parts = list(tx, 'RmtInf', 'Ustrd').map((line) => text({ line }, 'line'));
  for (const structured of list(tx, 'RmtInf', 'Strd')) {
    const ref = text(structured, 'CdtrRefInf', 'Ref');
    if (ref) parts.push(ref);
  }
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

function payerOf(tx: unknown): string {
  // camt.053.001.02 names the debtor directly, .08 and later inside Pty.
  return text(tx, 'RltdPties', 'Dbtr', 'Nm') || text(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm');
}

function isBooked(entry: unknown): boolean {
  const status = text(entry, 'Sts') || text(entry, 'Sts', 'Cd');
  return status === '' || status === 'BOOK';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The booked credits of a CAMT.053 statement (ISO 20022 `BkToCstmrStmt`, any of the versions
 * German banks deliver). An entry that batches several transfers gives one credit per
 * transaction. Anything that is not such a statement is refused with a German message before
 * anything is booked.
 */
export function parseCamt053(xml: string): StatementCredit[] {
  if (xml.trim() === '' || XMLValidator.validate(xml) !== true) throw new InvalidInput(NOT_XML);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw new InvalidInput(NOT_XML);
  }
  const statements = list(document, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!child(document, 'Document', 'BkToCstmrStmt') || statements.length === 0)
    throw new InvalidInput(NOT_CAMT);
  const credits: StatementCredit[] = [];
  const seen = new Map<string, number>();
  statements.forEach((statement, s) => {
    const account = text(statement, 'Acct', 'Id', 'IBAN') || text(statement, 'Acct', 'Id', 'Othr', 'Id');
    list(statement, 'Ntry').forEach((entry, e) => {
      const where = `Buchung ${e + 1}${statements.length > 1 ? ` im Auszug ${s + 1}` : ''}`;
      const indicator = text(entry, 'CdtDbtInd');
      if (indicator !== 'CRDT' && indicator !== 'DBIT')
        throw new InvalidInput(`${where}: Soll/Haben (CdtDbtInd) fehlt oder ist unbekannt.`);
      const entryCent = toCent(text(entry, 'Amt'));
      if (entryCent === null) throw new InvalidInput(`${where}: Der Betrag (Amt) fehlt oder ist ungültig.`);
      const currency = (child(entry, 'Amt') as Node | undefined)?.['@_Ccy'];
      if (currency !== undefined && currency !== 'EUR')
        throw new InvalidInput(
          `${where}: Nur Beträge in Euro können zugeordnet werden (hier ${String(currency)}).`,
        );
      const datum = bookingDay(entry);
      if (!datum) throw new InvalidInput(`${where}: Das Buchungsdatum (BookgDt) fehlt.`);
      if (indicator !== 'CRDT' || !isBooked(entry)) return;
      const transactions = list(entry, 'NtryDtls').flatMap((details) => list(details, 'TxDtls'));
      const batched = transactions.length > 1;
      const lines = batched ? transactions : [transactions[0]];
      lines.forEach((tx, t) => {
        const cent = batched ? toCent(text(tx, 'AmtDtls', 'TxAmt', 'Amt') || text(tx, 'Amt')) : entryCent;
        if (cent === null)
          throw new InvalidInput(`${where}, Umsatz ${t + 1}: Der Betrag (Amt) fehlt oder ist ungültig.`);
        const reference =
          tx === undefined ? text(entry, 'AddtlNtryInf') : referenceOf(tx) || text(entry, 'AddtlNtryInf');
        const name = tx === undefined ? '' : payerOf(tx);
        const bankRef =
          text(tx, 'Refs', 'AcctSvcrRef') ||
          (text(entry, 'AcctSvcrRef') ? `${text(entry, 'AcctSvcrRef')}#${t}` : '');
        let identity: string;
        if (bankRef) {
          identity = `ref|${account}|${bankRef}`;
        } else {
          // Without the bank's reference a line is what it says; identical lines of one statement
          // are told apart by their count, so a second import finds the same keys again.
          const content = `line|${account}|${datum}|${cent}|${reference}|${name}`;
          const count = (seen.get(content) ?? 0) + 1;
          seen.set(content, count);
          identity = `${content}|${count}`;
        }
        credits.push({ key: `camt:${sha256(identity)}`, datum, cent, reference, name });
      });
    });
  });
  return credits;
}
