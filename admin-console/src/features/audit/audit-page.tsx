import { useCallback, useState } from 'react';
import { germanDateTime, type AuditEntry } from '@event-kompass/shared-types';
import { errorMessage, type ApiClient } from '@event-kompass/web-client';
import { dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { ListPage, useListPage } from '@admin/components/list-page';
import { AUDIT_PAGE, fetchAuditPage } from '@admin/features/audit/audit-api';

/** An entry with the row key the table needs; the trail itself has no ids to show. */
export type AuditRow = AuditEntry & { id: number };

const numbered = (entries: AuditEntry[], from: number): AuditRow[] =>
  entries.map((entry, index) => ({ ...entry, id: from + index }));

const columns: Column<AuditRow>[] = [
  dateColumn('zeit', 'Zeit', (row) => row.zeit, germanDateTime),
  { id: 'admin', header: 'Admin', cell: (row) => row.admin_email, sortValue: (row) => row.admin_email },
  {
    id: 'aktion',
    header: 'Aktion',
    cell: (row) => <code>{row.aktion}</code>,
    sortValue: (row) => row.aktion,
  },
  { id: 'ziel', header: 'Ziel', cell: (row) => row.ziel || '–', sortValue: (row) => row.ziel },
  {
    id: 'details',
    header: 'Details',
    cell: (row) => (row.details ? <code className="ac-audit__details">{row.details}</code> : '–'),
    searchText: (row) => row.details ?? '',
  },
];

/** The audit trail of every admin write, newest first, read only. */
export function AuditPage({ pageSize = AUDIT_PAGE }: { pageSize?: number }) {
  const page = useListPage(
    useCallback(async (api: ApiClient) => numbered(await fetchAuditPage(api, 0, pageSize), 0), [pageSize]),
  );
  const [more, setMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const rows = page.data ?? [];
  const hasMore = more && rows.length > 0 && rows.length % pageSize === 0;

  async function loadOlder() {
    setLoadingMore(true);
    try {
      const older = await fetchAuditPage(page.api, rows.length, pageSize);
      setMore(older.length === pageSize);
      page.setData((current) => [...(current ?? []), ...numbered(older, current?.length ?? 0)]);
    } catch (e) {
      page.feedback.fail(errorMessage(e, 'Daten konnten nicht geladen werden'));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <ListPage
        page={page}
        title="Protokoll"
        caption="Schreibzugriffe von Admins"
        searchLabel="Protokoll durchsuchen"
        intro="Jede Änderung durch einen Admin – Freischaltung, Bearbeitung, Löschung, Einstellung, Import, Verlängerung, Zahlung, Storno, Entscheidung über Meldungen, Sicherungen –, neueste zuerst. Das Protokoll kann nicht geändert oder gelöscht werden; Passwörter und Tokens stehen nie darin."
        columns={columns}
        initialSort={{ columnId: 'zeit', direction: 'desc' }}
        emptyText="Noch keine Einträge."
      />
      {hasMore ? (
        <p className="ac-audit__more">
          <button type="button" className="ac-button" onClick={() => void loadOlder()} disabled={loadingMore}>
            {loadingMore ? 'Wird geladen …' : 'Ältere Einträge laden'}
          </button>
        </p>
      ) : null}
    </>
  );
}
