/** One entry of the admin audit trail (`GET /api/admin/audit`), newest first. */
export interface AuditEntry {
  /** ISO 8601 time of the write. */
  zeit: string;
  /** The admin who wrote; kept when that account is deleted (the operator's staff, not a user). */
  admin_email: string;
  /** What was done, e.g. `anbieter.geaendert`. */
  aktion: string;
  /** What it was done to, e.g. `Anbieter 12`; empty when the write has no single target. */
  ziel: string;
  /** The request's fields as JSON, without passwords, tokens and files; null when none. */
  details: string | null;
}

/** One calendar month (Berlin) of the console's overview (`GET /api/admin/kennzahlen`). */
export interface MonthFigures {
  /** `JJJJ-MM`. */
  monat: string;
  neue_anbieter: number;
  anfragen: number;
  /** Inquiries created that month that are now booked (status `gebucht`). */
  buchungen: number;
  /** Gross of the invoices issued that month, cancellations subtracted. */
  berechnet_cent: number;
  /** Payments received that month. */
  bezahlt_cent: number;
}

/** Limits of the audit list. */
export const AUDIT_LIMITS = {
  aktion: 60,
  ziel: 200,
  /** The stored details; longer request bodies are cut. */
  details: 2000,
  /** Entries per page at most. */
  pageSize: 200,
} as const;
