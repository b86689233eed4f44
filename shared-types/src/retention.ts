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

/**
 * What deleting an account does not delete at once, because the law makes us keep it (GDPR
 * Art. 17 Abs. 3 lit. b): the privacy page lists it, and the erasure test allows nothing else.
 */
export const KEPT_AFTER_ACCOUNT_DELETION: readonly { daten: string; grund: string }[] = [
  {
    daten:
      'Rechnungsdaten, die Sie bei einer Verlängerung angegeben haben (Name, Anschrift, E-Mail-Adresse des Eintrags)',
    grund: `handels- und steuerrechtliche Aufbewahrungspflichten (§ 147 AO, § 257 HGB); wir löschen sie hier nach ${RETENTION_DAYS.renewalRequests} Tagen, die Rechnungen selbst bewahrt unsere Buchhaltung bis zu 10 Jahre auf`,
  },
];
