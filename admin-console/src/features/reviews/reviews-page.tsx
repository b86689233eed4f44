import { useCallback, useState } from 'react';
import type { AdminReview } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog } from '@admin/components/dialog';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { useApi } from '@admin/lib/api-context';
import { formatDateTime } from '@admin/lib/dates';
import { useResource } from '@admin/lib/use-resource';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

const columns: Column<AdminReview>[] = [
  {
    id: 'anbieter',
    header: 'Anbieter',
    cell: (r) => <strong>{r.provider_name}</strong>,
    sortValue: (r) => r.provider_name,
  },
  {
    id: 'sterne',
    header: 'Sterne',
    cell: (r) => (
      <span className="ac-stars" aria-label={`${r.sterne} von 5 Sternen`} role="img">
        {stars(r.sterne)}
      </span>
    ),
    sortValue: (r) => r.sterne,
  },
  {
    id: 'kommentar',
    header: 'Kommentar',
    cell: (r) => (r.kommentar ? <span className="ac-text-block">{r.kommentar}</span> : '–'),
    sortValue: (r) => r.kommentar,
  },
  {
    id: 'autor',
    header: 'Verfasst von',
    cell: (r) => `${r.user_vorname} ${r.user_nachname}`,
    sortValue: (r) => `${r.user_nachname} ${r.user_vorname}`,
    searchText: (r) => `${r.user_vorname} ${r.user_nachname}`,
  },
  {
    id: 'datum',
    header: 'Datum',
    cell: (r) => formatDateTime(r.erstellt_am),
    sortValue: (r) => r.erstellt_am,
    searchText: (r) => formatDateTime(r.erstellt_am),
  },
];

export function ReviewsPage() {
  const api = useApi();
  const reviews = useResource(
    useCallback(() => api.get<AdminReview[]>('/api/admin/reviews/all'), [api]),
    'Daten konnten nicht geladen werden',
  );
  const { setData } = reviews;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const remove = useConfirmedAction<AdminReview>(
    useCallback(
      async (review) => {
        await api.send('DELETE', `/api/admin/reviews/${review.id}`);
        setData((rows) => rows?.filter((row) => row.id !== review.id) ?? null);
        setSuccess('Die Bewertung wurde gelöscht.');
      },
      [api, setData],
    ),
    { fallbackError: 'Fehler beim Löschen.', onError: setError },
  );

  return (
    <section className="ac-page" aria-labelledby="ac-reviews-title">
      <h2 id="ac-reviews-title" className="ac-page__title">
        Bewertungen
      </h2>
      <Alert message={reviews.error} onDismiss={reviews.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <DataTable
        caption="Alle Bewertungen"
        rows={reviews.data ?? []}
        columns={columns}
        rowKey={(r) => r.id}
        initialSort={{ columnId: 'datum', direction: 'desc' }}
        loading={reviews.loading}
        emptyText="Es gibt noch keine Bewertungen."
        searchLabel="Bewertungen suchen"
        actions={(r) => (
          <button
            type="button"
            className="ac-button ac-button--small ac-button--danger"
            onClick={() => remove.ask(r)}
            aria-label={`Bewertung von ${r.user_vorname} ${r.user_nachname} für ${r.provider_name} löschen`}
          >
            Löschen
          </button>
        )}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title="Bewertung löschen"
        message={
          remove.target
            ? `Möchten Sie die Bewertung von ${remove.target.user_vorname} ${remove.target.user_nachname} für „${remove.target.provider_name}“ wirklich löschen?`
            : ''
        }
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
