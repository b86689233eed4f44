import { Link } from '@/components/ui/link';
import { germanDate, type Inquiry } from '@event-kompass/shared-types';
import { isPendingReview } from '@/features/identity/api/get-my-inquiries';

export function PendingReviews({ inquiries }: { inquiries: Inquiry[] }) {
  const pending = inquiries.filter(isPendingReview);
  if (pending.length === 0) {
    return <p className="muted">Sie haben keine offenen Bewertungen. Vielen Dank!</p>;
  }
  return (
    <ul className="plain-list">
      {pending.map((inquiry) => (
        <li key={inquiry.id} className="card row">
          <div style={{ flex: '1 1 14rem' }}>
            <strong>{inquiry.firmenname}</strong>
            <div className="muted">Event am {germanDate(inquiry.event_datum)}</div>
          </div>
          <Link to={`/provider/${inquiry.anbieter_id}`} className="button button--small">
            Bewerten<span className="sr-only">: {inquiry.firmenname}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
