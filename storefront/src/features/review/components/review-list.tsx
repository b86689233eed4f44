import { useState, type ReactNode } from 'react';
import { germanDayOf, type Review } from '@event-kompass/shared-types';
import { TextAreaField } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { StarRating } from '@/components/ui/star-rating';
import { useFormSubmit } from '@/lib/use-form';
import { replyToReview } from '@/features/review/api/reply-to-review';

/** The owner's one public answer to a review. */
function ReplyForm({ review, onSaved }: { review: Review; onSaved: () => void }) {
  const [text, setText] = useState('');
  const submit = useFormSubmit({
    validate: () => (text.trim() ? null : 'Bitte schreiben Sie eine Antwort.'),
    send: () => replyToReview(review.id, text.trim()),
    fallback: 'Die Antwort konnte nicht gespeichert werden.',
    onSuccess: onSaved,
  });
  return (
    <form className="form" onSubmit={submit.onSubmit}>
      <TextAreaField
        label={`Öffentlich antworten (an ${review.vorname})`}
        hint="Sie können einmal antworten; die Antwort steht unter der Bewertung."
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <FormEnd label={submit.busy ? 'Wird gespeichert...' : 'Antwort veröffentlichen'} {...submit} />
    </form>
  );
}

interface ReviewListProps {
  reviews: Review[];
  /** The listing's owner sees a reply form under each review without an answer. */
  canReply?: boolean;
  onReplied?: () => void;
  /** Extra controls per review (the app adds "Inhalt melden"; features do not know each other). */
  renderActions?: (review: Review) => ReactNode;
}

export function ReviewList({ reviews, canReply = false, onReplied, renderActions }: ReviewListProps) {
  if (reviews.length === 0) return <p className="muted">Es gibt noch keine Bewertungen.</p>;
  return (
    <ul className="plain-list">
      {reviews.map((review) => (
        <li key={review.id} className="card stack">
          <div className="row">
            <StarRating value={review.sterne} readOnly />
            <strong>{review.vorname}</strong>
            <span className="muted">am {germanDayOf(review.erstellt_am)}</span>
            {review.gebucht ? (
              <span className="status status--gebucht">Gebucht über Event-Kompass</span>
            ) : null}
            {renderActions ? <span className="review-actions">{renderActions(review)}</span> : null}
          </div>
          {review.kommentar ? <p>{review.kommentar}</p> : null}
          {review.antwort_text ? (
            <div className="review-reply">
              <strong>Antwort des Anbieters</strong>{' '}
              {review.antwort_am ? <span className="muted">am {germanDayOf(review.antwort_am)}</span> : null}
              <p style={{ whiteSpace: 'pre-line' }}>{review.antwort_text}</p>
            </div>
          ) : canReply ? (
            <ReplyForm review={review} onSaved={() => onReplied?.()} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
