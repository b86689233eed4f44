import { useState, type ReactNode } from 'react';
import { MessagesToggle } from '@/components/ui/messages-toggle';
import { Link } from '@/components/ui/link';
import { germanDate, germanDayOf, type Inquiry, INQUIRY_STATUS_LABELS } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { InquiryFacts } from '@/components/ui/inquiry-facts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@event-kompass/web-client';
import { deleteMyInquiry } from '@/features/identity/api/delete-my-inquiry';

interface InquiryListProps {
  inquiries: Inquiry[];
  onDeleted: () => void;
  /** The conversation with the provider (composed by the app from the inquiry feature). */
  renderThread?: (inquiryId: number) => ReactNode;
  /** The provider's quote with accept and decline (composed by the app from the quote feature). */
  renderQuote?: (inquiry: Inquiry) => ReactNode;
}

export function InquiryList({ inquiries, onDeleted, renderThread, renderQuote }: InquiryListProps) {
  const [toDelete, setToDelete] = useState<Inquiry | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    setError(null);
    try {
      await deleteMyInquiry(toDelete.id);
      onDeleted();
    } catch (err) {
      setError(errorMessage(err, 'Löschen der Anfrage fehlgeschlagen.'));
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  const sorted = [...inquiries].sort((a, b) => b.gesendet_am.localeCompare(a.gesendet_am));

  return (
    <div className="stack">
      {error ? <Alert>{error}</Alert> : null}
      {sorted.length === 0 ? (
        <p className="muted">Sie haben noch keine Anfragen gesendet.</p>
      ) : (
        <ul className="plain-list">
          {sorted.map((inquiry) => (
            <li key={inquiry.id} className="card stack">
              <div className="provider-card__header">
                <h3>
                  <Link to={`/provider/${inquiry.anbieter_id}`}>{inquiry.firmenname}</Link>
                </h3>
                <span className="muted">gesendet am {germanDayOf(inquiry.gesendet_am)}</span>
              </div>
              <div>
                Event am {germanDate(inquiry.event_datum)} ·{' '}
                {inquiry.hat_bewertet ? 'bewertet' : 'nicht bewertet'} ·{' '}
                <span className={`status status--${inquiry.status}`}>
                  <span className="sr-only">Status: </span>
                  {INQUIRY_STATUS_LABELS[inquiry.status]}
                </span>
              </div>
              <InquiryFacts details={inquiry} />
              <p style={{ whiteSpace: 'pre-line' }}>{inquiry.nachricht}</p>
              {renderQuote?.(inquiry)}
              <div className="row">
                {renderThread ? (
                  <MessagesToggle
                    expanded={open === inquiry.id}
                    count={inquiry.nachrichten_anzahl}
                    onToggle={() => setOpen(open === inquiry.id ? null : inquiry.id)}
                  />
                ) : null}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setToDelete(inquiry)}
                >
                  Löschen<span className="sr-only">: Anfrage an {inquiry.firmenname}</span>
                </button>
              </div>
              {renderThread && open === inquiry.id ? renderThread(inquiry.id) : null}
            </li>
          ))}
        </ul>
      )}
      {toDelete ? (
        <ConfirmDialog
          title="Anfrage löschen?"
          message={`Möchten Sie Ihre Anfrage an ${toDelete.firmenname} vom ${germanDayOf(toDelete.gesendet_am)} wirklich löschen?`}
          confirmLabel="Ja, löschen"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
          busy={busy}
        />
      ) : null}
    </div>
  );
}
