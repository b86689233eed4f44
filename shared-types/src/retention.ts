/**
 * How long we keep personal data that has served its purpose, in days: the daily retention job
 * deletes older rows and the privacy page states these numbers, so both read them from here.
 */
export const RETENTION_DAYS = {
  /** Contact form messages, counted from their arrival. */
  contactMessages: 180,
  /** Mails the outbox has delivered, counted from their delivery (kept to answer "did it arrive?"). */
  sentMails: 90,
  /** Billing data from the renewal page, counted from the request; the invoice itself is kept by accounting. */
  renewalRequests: 365,
  /**
   * Decided reports, counted from the decision: the affected party can complain for at least six
   * months (DSA Art. 20), and the yearly transparency figures need the year's reports.
   */
  decidedReports: 365,
} as const;

export type RetentionKind = keyof typeof RETENTION_DAYS;

/** Invoices and cancellation invoices (PDF and row) are kept this many years (§ 147 AO since 2025). */
export const INVOICE_RETENTION_YEARS = 8;

/**
 * What deleting an account does not delete at once, because the law makes us keep it (GDPR
 * Art. 17 Abs. 3 lit. b): the privacy page lists it, and the erasure test allows nothing else.
 */
export const KEPT_AFTER_ACCOUNT_DELETION: readonly { daten: string; grund: string }[] = [
  {
    daten:
      'Rechnungsdaten, die Sie bei einer Verlängerung angegeben haben (Name, Anschrift, E-Mail-Adresse des Eintrags)',
    grund: `handels- und steuerrechtliche Aufbewahrungspflichten (§ 147 AO, § 257 HGB); wir löschen sie hier nach ${RETENTION_DAYS.renewalRequests} Tagen`,
  },
  {
    daten:
      'Rechnungen und Stornorechnungen zu Ihren Verlängerungen (PDF mit Name, Anschrift, E-Mail-Adresse, Betrag und Zahlungen)',
    grund: `steuerrechtliche Aufbewahrungspflicht für Rechnungen (§ 147 AO, § 14b UStG): wir bewahren sie ${INVOICE_RETENTION_YEARS} Jahre auf, auch wenn Sie Ihr Konto löschen`,
  },
];
