import { germanDayOf, type Review } from '@event-kompass/shared-types';
import { StarRating } from '@/components/ui/star-rating';

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p className="muted">Es gibt noch keine Bewertungen.</p>;
  return (
    <ul className="plain-list">
      {reviews.map((review) => (
        <li key={review.id} className="card">
          <div className="row">
            <StarRating value={review.sterne} readOnly />
            <strong>{review.vorname}</strong>
            <span className="muted">am {germanDayOf(review.erstellt_am)}</span>
          </div>
          {review.kommentar ? <p>{review.kommentar}</p> : null}
        </li>
      ))}
    </ul>
  );
}
