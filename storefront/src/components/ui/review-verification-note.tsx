import { Link } from '@/components/ui/link';

/** Where the ranking page explains how reviews are checked (§ 5b Abs. 3 UWG). */
export const REVIEWS_CHECKED_PATH = '/so-sortieren-wir#bewertungen-pruefen';

/** The short note beside ratings: who may review, and a link to the whole explanation. */
export function ReviewVerificationNote() {
  return (
    <p className="muted review-note">
      Bewerten kann nur, wer den Anbieter über Event-Kompass angefragt hat – und erst nach dem Event-Datum.{' '}
      <Link to={REVIEWS_CHECKED_PATH}>So prüfen wir Bewertungen</Link>
    </p>
  );
}
