import { germanDateTime, type AdminReport } from '@event-kompass/shared-types';
import { dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { ListPage, useListPage } from '@admin/components/list-page';
import { ReportDecisionDialog } from '@admin/features/reports/report-decision-dialog';
import { ReportTarget } from '@admin/features/reports/report-target';
import { decideReport, fetchReports } from '@admin/features/reports/reports-api';

const isOpen = (r: AdminReport) => r.status === 'offen';
const statusLabel = (r: AdminReport) =>
  isOpen(r) ? 'Offen' : r.entscheidung === 'entfernt' ? 'Erledigt: entfernt' : 'Erledigt: abgelehnt';

const columns: Column<AdminReport>[] = [
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <span className={`ac-badge ${isOpen(r) ? 'ac-badge--pending' : 'ac-badge--ok'}`}>{statusLabel(r)}</span>
    ),
    sortValue: (r) => (isOpen(r) ? 0 : 1),
    searchText: statusLabel,
  },
  {
    id: 'ziel',
    header: 'Gemeldeter Inhalt',
    cell: (r) => <ReportTarget report={r} />,
    sortValue: (r) => r.ziel_bezeichnung,
    searchText: (r) => `${r.ziel_bezeichnung ?? ''} ${r.ziel_inhalt ?? ''}`,
  },
  {
    id: 'grund',
    header: 'Grund',
    cell: (r) => (
      <>
        <span className="ac-text-block">{r.grund}</span>
        {r.email ? (
          <>
            <br />
            <a href={`mailto:${r.email}`} className="ac-muted">
              {r.email}
            </a>
          </>
        ) : null}
      </>
    ),
    sortValue: (r) => r.grund,
    searchText: (r) => `${r.grund} ${r.email ?? ''}`,
  },
  dateColumn('datum', 'Gemeldet am', (r) => r.erstellt_am, germanDateTime),
  {
    id: 'entscheidung',
    header: 'Entscheidung',
    cell: (r) =>
      isOpen(r) ? (
        '–'
      ) : (
        <>
          <span className="ac-text-block">{r.begruendung}</span>
          {r.rechtsgrundlage ? <p className="ac-muted">Grundlage: {r.rechtsgrundlage}</p> : null}
          <p className="ac-muted">am {germanDateTime(r.entschieden_am)}</p>
        </>
      ),
    sortValue: (r) => r.entschieden_am,
    searchText: (r) => `${r.begruendung ?? ''} ${r.rechtsgrundlage ?? ''}`,
  },
];

/** Notices about reviews and listings (DSA): open ones first, each decided here with a statement of reasons. */
export function ReportsPage() {
  const page = useListPage(fetchReports);
  const openCount = (page.data ?? []).filter(isOpen).length;

  return (
    <ListPage
      page={page}
      title="Meldungen"
      intro="Hinweise auf rechtswidrige oder unzulässige Bewertungen und Einträge. Prüfen Sie jede Meldung selbst; bei einer Entfernung erhält der Betroffene Ihre Begründung mit seinen Rechtsbehelfen per E-Mail."
      badge={openCount > 0 ? <span className="ac-badge ac-badge--pending">{openCount} offen</span> : null}
      columns={columns}
      emptyText="Es gibt keine Meldungen."
      edit={{
        button: 'Entscheiden',
        buttonLabel: (r) => `Meldung vom ${germanDateTime(r.erstellt_am)} entscheiden`,
        when: isOpen,
        send: decideReport,
        success: () => 'Die Entscheidung wurde gespeichert.',
        fallbackError: 'Speichern fehlgeschlagen',
        errorPrefix: 'Fehler beim Speichern: ',
        dialog: (report, props) => <ReportDecisionDialog report={report} {...props} />,
      }}
    />
  );
}
