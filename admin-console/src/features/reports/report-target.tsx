import type { AdminReport } from '@event-kompass/shared-types';

const KIND_LABEL: Record<AdminReport['art'], string> = { bewertung: 'Bewertung', anbieter: 'Anbieter' };

/** What was reported, linked to the listing's public page while it exists. */
export function ReportTarget({ report }: { report: AdminReport }) {
  return (
    <>
      <span className="ac-muted">{KIND_LABEL[report.art]}:</span>{' '}
      {report.ziel_bezeichnung !== null && report.ziel_anbieter_id !== null ? (
        <a href={`/provider/${report.ziel_anbieter_id}`} target="_blank" rel="noreferrer">
          {report.ziel_bezeichnung}
        </a>
      ) : (
        <em>nicht mehr vorhanden (ID {report.ziel_id})</em>
      )}
      {report.ziel_inhalt ? <p className="ac-text-block ac-muted">{report.ziel_inhalt}</p> : null}
    </>
  );
}
