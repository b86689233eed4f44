import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useRequest } from '@/lib/use-request';
import { getReviews } from '@/features/review/api/get-reviews';
import { ReviewList } from '@/features/review/components/review-list';

/**
 * The listing's reviews in „Mein Eintrag“, each answerable once where the owner already works,
 * not only on the public page.
 */
export function OwnerReviews({ listingId }: { listingId: number }) {
  const reviews = useRequest(
    (signal) => getReviews(String(listingId), signal),
    [listingId],
    'Bewertungen konnten nicht geladen werden.',
  );
  if (reviews.loading && !reviews.data) return <Loading />;
  if (reviews.error && !reviews.data) return <Alert>{reviews.error}</Alert>;
  if (!reviews.data) return null;
  if (reviews.data.reviews.length === 0) return <p className="muted">Noch keine Bewertungen.</p>;
  const open = reviews.data.reviews.filter((review) => review.antwort_text === null).length;
  return (
    <div className="stack">
      <p className="muted">
        {open === 0
          ? 'Sie haben auf alle Bewertungen geantwortet.'
          : `${open} ${open === 1 ? 'Bewertung wartet' : 'Bewertungen warten'} auf Ihre Antwort. Jede Bewertung können Sie einmal öffentlich beantworten.`}
      </p>
      <ReviewList reviews={reviews.data.reviews} canReply onReplied={reviews.reload} />
    </div>
  );
}
