import { germanDateTime, type AdminReview } from '@event-kompass/shared-types';
import { dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { deleteRow, listTab } from '@admin/components/list-page';
import { deleteReview, fetchAdminReviews } from '@admin/features/reviews/reviews-api';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));
const author = (r: AdminReview) => `${r.user_vorname} ${r.user_nachname}`;

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
    cell: author,
    sortValue: (r) => `${r.user_nachname} ${r.user_vorname}`,
    searchText: author,
  },
  dateColumn('datum', 'Datum', (r) => r.erstellt_am, germanDateTime),
];

const remove = deleteRow<AdminReview>({
  buttonLabel: (r) => `Bewertung von ${author(r)} für ${r.provider_name} löschen`,
  title: 'Bewertung löschen',
  message: (r) => `Möchten Sie die Bewertung von ${author(r)} für „${r.provider_name}“ wirklich löschen?`,
  send: (api, r, reason) => deleteReview(api, r.id, reason),
  reason: {
    label: 'Begründung an den Verfasser',
    hint: 'Geht per E-Mail an den Verfasser (DSA Art. 17). Leer: eine allgemeine Begründung.',
  },
  success: () => 'Die Bewertung wurde gelöscht.',
});

export const ReviewsPage = listTab({
  load: fetchAdminReviews,
  title: 'Bewertungen',
  columns,
  initialSort: { columnId: 'datum', direction: 'desc' },
  confirm: remove,
});
