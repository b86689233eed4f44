import type { IsoDateTime } from './common';

/** What can be reported ("Inhalt melden", DSA Art. 16): a review or a provider's listing. */
export const REPORT_TARGETS = ['bewertung', 'anbieter'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The admin's decision on a report (DSA Art. 17: "entfernt" restricts the content). */
export const REPORT_DECISIONS = ['entfernt', 'abgelehnt'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export type ReportStatus = 'offen' | 'erledigt';

/** Lengths of a report's texts, the same in the forms and on the server. */
export const REPORT_LIMITS = {
  reasonMin: 10,
  reasonMax: 2000,
  statementMin: 10,
  statementMax: 2000,
  legalGround: 300,
} as const;

/** `POST /api/reports` */
export interface CreateReportRequest {
  art: ReportTarget;
  ziel_id: number;
  grund: string;
  /** For feedback on the decision; optional. */
  email?: string | null;
}

/** `POST /api/admin/reports/{id}/decision` */
export interface ReportDecisionRequest {
  entscheidung: ReportDecision;
  /** The facts and reasons, written for the affected party. */
  begruendung: string;
  /** The law or AGB clause the removal rests on; required for "entfernt". */
  rechtsgrundlage?: string | null;
}

/** `GET /api/admin/reports`: open first, newest first. */
export interface AdminReport {
  id: number;
  art: ReportTarget;
  ziel_id: number;
  grund: string;
  email: string | null;
  status: ReportStatus;
  erstellt_am: IsoDateTime;
  /** The listing the content belongs to (for the link), null once it is gone. */
  ziel_anbieter_id: number | null;
  /** "DJ Sonnenschein" or "Bewertung von Anna Schmidt für „DJ Sonnenschein“"; null once it is gone. */
  ziel_bezeichnung: string | null;
  /** A review's stars and comment as it stands, null for listings and gone reviews. */
  ziel_inhalt: string | null;
  entscheidung: ReportDecision | null;
  begruendung: string | null;
  rechtsgrundlage: string | null;
  entschieden_am: IsoDateTime | null;
}

/**
 * Optional body of an admin's removal outside the report flow (`DELETE /api/admin/reviews/{id}`,
 * `DELETE /api/admin/providers/{id}`): the statement of reasons for the affected party.
 */
export interface AdminRemovalRequest {
  /** Empty or missing: DEFAULT_REMOVAL_REASON. */
  begruendung?: string | null;
}

/** The reasons an admin's removal gives when the admin wrote none. */
export const DEFAULT_REMOVAL_REASON =
  'Nach unserer Prüfung verstößt der Inhalt gegen unsere Nutzungsbedingungen (AGB) oder ist auf Event-Kompass nicht zulässig.';

/** The ground a removal outside the report flow names. */
export const OWN_INITIATIVE_GROUND = 'Nutzungsbedingungen (AGB) von Event-Kompass';

/** What `grund` says on the record of a removal an admin made without a report. */
export const OWN_INITIATIVE_REASON = 'Eigene Prüfung durch den Betreiber (ohne Meldung)';

/** The body of an admin's removal from the reasons typed in its dialog ('' sends none). */
export function removalBody(reason: string): AdminRemovalRequest {
  return { begruendung: reason.trim() || null };
}
