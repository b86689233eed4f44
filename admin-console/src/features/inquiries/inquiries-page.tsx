import { germanDateTime, type AdminInquiry } from '@event-kompass/shared-types';
import { dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { deleteRow, listTab } from '@admin/components/list-page';
import { deleteInquiry, fetchAdminInquiries } from '@admin/features/inquiries/inquiries-api';

const providerName = (i: AdminInquiry) => i.provider_name || i.firmenname;
const sender = (i: AdminInquiry) => `${i.user_vorname} ${i.user_nachname}`;

const columns: Column<AdminInquiry>[] = [
  dateColumn('gesendet', 'Gesendet am', (i) => i.gesendet_am, germanDateTime),
  {
    id: 'anbieter',
    header: 'Anbieter',
    cell: (i) => <strong>{providerName(i)}</strong>,
    sortValue: providerName,
  },
  {
    id: 'nutzer',
    header: 'Von',
    cell: (i) => (
      <>
        {sender(i)}
        <br />
        <a href={`mailto:${i.user_email}`} className="ac-muted">
          {i.user_email}
        </a>
      </>
    ),
    sortValue: (i) => `${i.user_nachname} ${i.user_vorname}`,
    searchText: (i) => `${sender(i)} ${i.user_email}`,
  },
  dateColumn('event', 'Event-Datum', (i) => i.event_datum),
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

const remove = deleteRow<AdminInquiry>({
  buttonLabel: (i) => `Anfrage von ${sender(i)} an ${providerName(i)} löschen`,
  title: 'Anfrage löschen',
  message: (i) =>
    `Möchten Sie die Anfrage von ${sender(i)} an „${providerName(i)}“ vom ${germanDateTime(i.gesendet_am)} wirklich löschen?`,
  send: (api, i) => deleteInquiry(api, i.id),
  success: () => 'Die Anfrage wurde gelöscht.',
});

export const InquiriesPage = listTab({
  load: fetchAdminInquiries,
  title: 'Anfragen',
  caption: 'Alle Anfragen, neueste zuerst',
  columns,
  initialSort: { columnId: 'gesendet', direction: 'desc' },
  confirm: remove,
});
