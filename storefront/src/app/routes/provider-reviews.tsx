import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { ReviewVerificationNote } from '@/components/ui/review-verification-note';
import { useSession } from '@/lib/session';
import { useRequest } from '@/lib/use-request';
import { RatingSummary } from '@/features/provider/components/rating-summary';
import { getReviewEligibility } from '@/features/review/api/get-review-eligibility';
import { getReviews } from '@/features/review/api/get-reviews';
import { ReviewForm } from '@/features/review/components/review-form';
import { ReviewList } from '@/features/review/components/review-list';
import { ReportButton } from '@/features/report/components/report-button';

/**
 * The provider page's reviews, for signed-in visitors only (a chunk of its own, see lib/deferred.ts):
 * the form for who may review now, the reasons for who may not, and the list. `ownListing` (the page
 * asks once) only offers the owner a reply under each review; the server decides who may reply.
 */
export function Reviews({ providerId, ownListing }: { providerId: number; ownListing: boolean }) {
  const { refreshPendingReviewCount } = useSession();
  const reviews = useRequest(
    (signal) => getReviews(String(providerId), signal),
    [providerId],
    'Daten konnten nicht geladen werden',
  );
  // The form only for who may review now; everyone else reads why not (the server's rule).
  const eligibility = useRequest(
    (signal) => getReviewEligibility(providerId, signal),
    [providerId],
    'Daten konnten nicht geladen werden',
  );
  const [thanks, setThanks] = useState<string | null>(null);
  const onSaved = useCallback(
    (message: string) => {
      setThanks(message);
      reviews.reload();
      eligibility.reload();
      void refreshPendingReviewCount();
    },
    [reviews, eligibility, refreshPendingReviewCount],
  );

  return (
    <>
      {thanks ? (
        <p className="alert alert--success" role="status">
          {thanks}
        </p>
      ) : null}
      {eligibility.data?.darf_bewerten ? <ReviewForm providerId={providerId} onSaved={onSaved} /> : null}
      {eligibility.data && !eligibility.data.darf_bewerten && !thanks ? (
        <section className="card stack" aria-labelledby="review-why-not-title">
          <h2 id="review-why-not-title">Bewertung abgeben</h2>
          <p>{eligibility.data.grund}</p>
        </section>
      ) : null}
      <section aria-labelledby="reviews-title" className="stack">
        <h2 id="reviews-title">Bewertungen</h2>
        {reviews.data ? (
          <div data-testid="review-stats">
            <RatingSummary average={reviews.data.stats.average} count={reviews.data.stats.count} />
          </div>
        ) : null}
        <ReviewVerificationNote />
        {reviews.loading && !reviews.data ? <Loading /> : null}
        {reviews.error ? <Alert>{reviews.error}</Alert> : null}
        {reviews.data ? (
          <ReviewList
            reviews={reviews.data.reviews}
            canReply={ownListing}
            onReplied={reviews.reload}
            renderActions={(review) => (
              <ReportButton art="bewertung" zielId={review.id} subject={`Bewertung von ${review.vorname}`} />
            )}
          />
        ) : null}
      </section>
    </>
  );
}
