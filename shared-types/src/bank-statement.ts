/** The multipart field of `POST /api/admin/kontoauszuege` that carries the CAMT.053 file. */
export const STATEMENT_UPLOAD_FIELD = 'kontoauszug';

/** A bank statement line booked to an invoice (`POST /api/admin/kontoauszuege`). */
export interface MatchedStatementLine {
  /** The invoice number, e.g. `RE-2026-00001`. */
  rechnung: string;
  betrag_cent: number;
}

/** A credit the import could not book: no invoice named, or not its open amount. */
export interface OpenStatementLine {
  /** The booking day `JJJJ-MM-TT`. */
  datum: string;
  betrag_cent: number;
  verwendungszweck: string;
  /** The payer as the bank names them; empty when the statement does not. */
  name: string;
  /**
   * The line's key (`camt:` and 64 hex digits, the same in every import of the statement). Sent
   * with the payment booked by hand for it (`kontoauszug_schluessel`), so a later import of the
   * statement neither books nor lists the line again.
   */
  schluessel: string;
}

/** The form of `OpenStatementLine.schluessel`. */
export const STATEMENT_LINE_KEY_PATTERN = /^camt:[0-9a-f]{64}$/;

/** The answer of a CAMT.053 import. Lines booked by an earlier import of the same statement are in neither list. */
export interface StatementImportResult {
  zugeordnet: MatchedStatementLine[];
  offen: OpenStatementLine[];
}

/**
 * The invoice number a bank transfer's reference names, however it was typed: "RE-2026-00001",
 * "re 2026 00001", "RE2026-00001", "Rechnung RE 2026 00001". Null when it names none. The
 * statement import books by it, and the console offers the named invoice for an open line.
 */
export function invoiceNumberIn(reference: string): string | null {
  const match = /(?:^|[^A-Z0-9])R\s*E[\s\-_./:]*(\d{4})[\s\-_./]*(\d{5})(?!\d)/i.exec(reference);
  return match ? `RE-${match[1]}-${match[2]}` : null;
}
