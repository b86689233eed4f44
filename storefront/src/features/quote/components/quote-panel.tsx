import { useState } from 'react';
import { euroFromCents, germanDate, type Inquiry, type InquiryQuote } from '@event-kompass/shared-types';
import { ApiError, errorMessage } from '@event-kompass/web-client';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRequest } from '@/lib/use-request';
import { decideQuote, getQuote } from '@/features/quote/api/quote';
import { QuoteSummary } from '@/features/quote/components/quote-summary';

/** The statuses under which an inquiry can carry a quote worth showing. */
const WITH_QUOTE = new Set(['angebot', 'gebucht']);

interface QuotePanelProps {
  inquiry: Pick<Inquiry, 'id' | 'firmenname' | 'event_datum' | 'status'>;
  /** Called after a decision (the list shows the inquiry's new status). */
  onDecided: () => void;
}

/** The customer's view of an inquiry's quote in "Meine Anfragen", with accept and decline. */
export function QuotePanel({ inquiry, onDecided }: QuotePanelProps) {
  if (!WITH_QUOTE.has(inquiry.status)) return null;
  return <LoadedQuote inquiry={inquiry} onDecided={onDecided} />;
}

function LoadedQuote({ inquiry, onDecided }: QuotePanelProps) {
  const quote = useRequest(
    (signal) =>
      // A status set by hand without a quote: nothing to show.
      getQuote(inquiry.id, signal).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    [inquiry.id, inquiry.status],
    'Das Angebot konnte nicht geladen werden.',
  );
  const [asking, setAsking] = useState<'annehmen' | 'ablehnen' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (quote.error) return <Alert>{quote.error}</Alert>;
  const current = quote.data;
  if (!current) return null;

  const decide = async (decision: 'annehmen' | 'ablehnen', shown: InquiryQuote) => {
    setBusy(true);
    setError(null);
    try {
      await decideQuote(inquiry.id, shown.id, decision);
      setDone(
        decision === 'annehmen'
          ? `Gebucht! ${inquiry.firmenname} ist für den ${germanDate(inquiry.event_datum)} für Sie reserviert.`
          : 'Sie haben das Angebot abgelehnt. Der Anbieter wurde informiert.',
      );
      quote.reload();
      onDecided();
    } catch (err) {
      setError(errorMessage(err, 'Das Angebot konnte nicht gespeichert werden.'));
      quote.reload();
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <section className="stack" aria-label={`Angebot von ${inquiry.firmenname}`}>
      <QuoteSummary quote={current} title={`Angebot von ${inquiry.firmenname}`} />
      {error ? <Alert>{error}</Alert> : null}
      {done ? <Alert kind="success">{done}</Alert> : null}
      {current.status === 'offen' ? (
        <div className="row">
          <button type="button" className="button" onClick={() => setAsking('annehmen')} disabled={busy}>
            Angebot annehmen
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking('ablehnen')}
            disabled={busy}
          >
            Ablehnen
          </button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={asking === 'annehmen' ? 'Angebot verbindlich annehmen?' : 'Angebot ablehnen?'}
          message={
            asking === 'annehmen'
              ? `Sie buchen ${inquiry.firmenname} für den ${germanDate(inquiry.event_datum)} zum Preis von ${euroFromCents(current.summe_cent)}. Ihre anderen offenen Anfragen für diesen Tag werden dann abgesagt.`
              : `Möchten Sie das Angebot von ${inquiry.firmenname} über ${euroFromCents(current.summe_cent)} ablehnen?`
          }
          confirmLabel={asking === 'annehmen' ? 'Ja, verbindlich buchen' : 'Ja, ablehnen'}
          onConfirm={() => void decide(asking, current)}
          onCancel={() => setAsking(null)}
          busy={busy}
          tone={asking === 'annehmen' ? 'primary' : 'danger'}
        />
      ) : null}
    </section>
  );
}
