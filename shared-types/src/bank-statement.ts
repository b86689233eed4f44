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
}

/** The answer of a CAMT.053 import. Lines booked by an earlier import of the same statement are in neither list. */
export interface StatementImportResult {
  zugeordnet: MatchedStatementLine[];
  offen: OpenStatementLine[];
}
