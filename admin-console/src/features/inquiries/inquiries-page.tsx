import { useCallback, useState } from 'react';
import type { AdminInquiry } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog } from '@admin/components/dialog';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import type { ApiClient } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { formatDate, formatDateTime } from '@admin/lib/dates';
import { useResource } from '@admin/lib/use-resource';

/** All inquiries, newest first by `gesendet_am` (the API does not promise an order). */
export async function fetchAdminInquiries(api: ApiClient): Promise<AdminInquiry[]> {
  const rows = await api.get<AdminInquiry[]>('/api/admin/inquiries/all');
  return [...rows].sort((a, b) => Date.parse(b.gesendet_am) - Date.parse(a.gesendet_am));
}

const columns: Column<AdminInquiry>[] = [
  {
    id: 'gesendet',
    header: 'Gesendet am',
    cell: (i) => formatDateTime(i.gesendet_am),
    sortValue: (i) => i.gesendet_am,
    searchText: (i) => formatDateTime(i.gesendet_am),
  },
  {
    id: 'anbieter',
    header: 'Anbieter',
    cell: (i) => <strong>{i.provider_name || i.firmenname}</strong>,
    sortValue: (i) => i.provider_name || i.firmenname,
  },
  {
    id: 'nutzer',
    header: 'Von',
    cell: (i) => (
      <>
        {i.user_vorname} {i.user_nachname}
        <br />
        <a href={`mailto:${i.user_email}`} className="ac-muted">
          {i.user_email}
        </a>
      </>
    ),
    sortValue: (i) => `${i.user_nachname} ${i.user_vorname}`,
    searchText: (i) => `${i.user_vorname} ${i.user_nachname} ${i.user_email}`,
  },
  {
    id: 'event',
    header: 'Event-Datum',
    cell: (i) => formatDate(i.event_datum),
    sortValue: (i) => i.event_datum,
    searchText: (i) => formatDate(i.event_datum),
  },
  {
    id: 'nachricht',
    header: 'Nachricht',
    cell: (i) => <span className="ac-text-block ac-clamp">{i.nachricht}</span>,
    searchText: (i) => i.nachricht,
  },
  {
    id: 'bewertet',
    header: 'Bewertet',
    cell: (i) => (i.hat_bewertet ? 'Ja' : 'Nein'),
    sortValue: (i) => (i.hat_bewertet ? 'Ja' : 'Nein'),
  },
];

export function InquiriesPage() {
  const api = useApi();
  const inquiries = useResource(
    useCallback(() => fetchAdminInquiries(api), [api]),
    'Daten konnten nicht geladen werden',
  );
  const { setData } = inquiries;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const remove = useConfirmedAction<AdminInquiry>(
    useCallback(
      async (inquiry) => {
        await api.send('DELETE', `/api/admin/inquiries/${inquiry.id}`);
        setData((rows) => rows?.filter((row) => row.id !== inquiry.id) ?? null);
        setSuccess('Die Anfrage wurde gelöscht.');
      },
      [api, setData],
    ),
    { fallbackError: 'Fehler beim Löschen.', onError: setError },
  );

  return (
    <section className="ac-page" aria-labelledby="ac-inquiries-title">
      <h2 id="ac-inquiries-title" className="ac-page__title">
        Anfragen
      </h2>
      <Alert message={inquiries.error} onDismiss={inquiries.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <DataTable
        caption="Alle Anfragen, neueste zuerst"
        rows={inquiries.data ?? []}
        columns={columns}
        rowKey={(i) => i.id}
        initialSort={{ columnId: 'gesendet', direction: 'desc' }}
        loading={inquiries.loading}
        emptyText="Es gibt noch keine Anfragen."
        searchLabel="Anfragen suchen"
        actions={(i) => (
          <button
            type="button"
            className="ac-button ac-button--small ac-button--danger"
            onClick={() => remove.ask(i)}
            aria-label={`Anfrage von ${i.user_vorname} ${i.user_nachname} an ${i.provider_name || i.firmenname} löschen`}
          >
            Löschen
          </button>
        )}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title="Anfrage löschen"
        message={
          remove.target
            ? `Möchten Sie die Anfrage von ${remove.target.user_vorname} ${remove.target.user_nachname} an „${remove.target.provider_name || remove.target.firmenname}“ vom ${formatDateTime(remove.target.gesendet_am)} wirklich löschen?`
            : ''
        }
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
