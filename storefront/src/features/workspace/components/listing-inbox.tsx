import { useState, type ReactNode } from 'react';
import {
  germanDate,
  germanDayOf,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
  type ListingInquiry,
} from '@event-kompass/shared-types';
import { MessagesToggle } from '@/components/ui/messages-toggle';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/field';
import { InquiryFacts } from '@/components/ui/inquiry-facts';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@event-kompass/web-client';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import { getListingInquiries, setInquiryStatus } from '@/features/workspace/api/own-listings';

interface ListingInboxProps {
  listingId: number;
  /** The conversation about an inquiry (composed by the app from the inquiry feature). */
  renderThread: (inquiryId: number, onSent: () => void) => ReactNode;
  /** The quote on an inquiry and the form to send one (composed by the app from the quote feature). */
  renderQuote?: (inquiry: ListingInquiry, onSent: () => void) => ReactNode;
  /** Called when a status changed (the listing counts new inquiries). */
  onChanged?: () => void;
}

type Filter = InquiryStatus | 'alle';

/** The inquiries to a listing, newest first, filtered by status, each with its status and thread. */
export function ListingInbox({ listingId, renderThread, renderQuote, onChanged }: ListingInboxProps) {
  const inquiries = useListingRequest(getListingInquiries, listingId, 'Daten konnten nicht geladen werden');
  const [filter, setFilter] = useState<Filter>('alle');
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const changeStatus = async (inquiry: ListingInquiry, status: InquiryStatus) => {
    setError(null);
    try {
      await setInquiryStatus(listingId, inquiry.id, status);
      inquiries.reload();
      onChanged?.();
    } catch (err) {
      setError(errorMessage(err, 'Der Status konnte nicht gespeichert werden.'));
    }
  };

  if (inquiries.loading && !inquiries.data) return <Loading />;
  if (inquiries.error) return <Alert>{inquiries.error}</Alert>;
  const all = inquiries.data ?? [];
  const shown = filter === 'alle' ? all : all.filter((inquiry) => inquiry.status === filter);

  return (
    <div className="stack">
      <SelectField
        label="Status anzeigen"
        value={filter}
        onChange={(event) => setFilter(event.target.value as Filter)}
      >
        <option value="alle">Alle ({all.length})</option>
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INQUIRY_STATUS_LABELS[status]} ({all.filter((inquiry) => inquiry.status === status).length})
          </option>
        ))}
      </SelectField>
      {error ? <Alert>{error}</Alert> : null}
      {shown.length === 0 ? (
        <p className="muted">
          {all.length === 0 ? 'Noch keine Anfragen.' : 'Keine Anfragen mit diesem Status.'}
        </p>
      ) : (
        <ul className="plain-list">
          {shown.map((inquiry) => (
            <li key={inquiry.id} className="card stack" data-testid="listing-inquiry">
              <div className="provider-card__header">
                <h3>{inquiry.kunde_name}</h3>
                <span className={`status status--${inquiry.status}`}>
                  {INQUIRY_STATUS_LABELS[inquiry.status]}
                </span>
              </div>
              <div className="muted">
                Event am {germanDate(inquiry.event_datum)} · gesendet am {germanDayOf(inquiry.gesendet_am)} ·{' '}
                <a href={`mailto:${inquiry.kunde_email}`}>{inquiry.kunde_email}</a>
              </div>
              <InquiryFacts details={inquiry} />
              <p style={{ whiteSpace: 'pre-line' }}>{inquiry.nachricht}</p>
              {renderQuote?.(inquiry, () => {
                inquiries.reload();
                onChanged?.();
              })}
              <div className="row">
                <SelectField
                  label="Status"
                  value={inquiry.status}
                  onChange={(event) => void changeStatus(inquiry, event.target.value as InquiryStatus)}
                >
                  {INQUIRY_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {INQUIRY_STATUS_LABELS[status]}
                    </option>
                  ))}
                </SelectField>
                <MessagesToggle
                  expanded={open === inquiry.id}
                  count={inquiry.nachrichten_anzahl}
                  onToggle={() => setOpen(open === inquiry.id ? null : inquiry.id)}
                />
              </div>
              {open === inquiry.id
                ? renderThread(inquiry.id, () => {
                    inquiries.reload();
                    onChanged?.();
                  })
                : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
