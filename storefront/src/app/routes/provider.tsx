import { useCallback, useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import { berlinToday } from '@event-kompass/shared-types';
import { InquiryDialog, MonthCalendar } from '@/app/routes/deferred';
import { Alert } from '@/components/ui/alert';
import { BackButton } from '@/components/ui/back-button';
import { Loading } from '@/components/ui/loading';
import { ReviewVerificationNote } from '@/components/ui/review-verification-note';
import { useSession } from '@/lib/session';
import { useRequest } from '@/lib/use-request';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getOwnListings } from '@/features/provider/api/own-listings';
import { PhotoGallery } from '@/features/provider/components/photo-gallery';
import { ProviderFacts } from '@/features/provider/components/provider-facts';
import { ProviderLinks } from '@/features/provider/components/provider-links';
import { RatingSummary } from '@/features/provider/components/rating-summary';
import { getReviewEligibility } from '@/features/review/api/get-review-eligibility';
import { getReviews } from '@/features/review/api/get-reviews';
import { ReviewForm } from '@/features/review/components/review-form';
import { ReviewList } from '@/features/review/components/review-list';
import { ReportButton } from '@/features/report/components/report-button';
import type { providerLoader } from '@/app/routes/provider.data';

function Reviews({ providerId, ownListing }: { providerId: number; ownListing: boolean }) {
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

/**
 * The taken days behind "Verfügbarkeit". The month calendar is drawn only once the visitor opens it:
 * most never do, and it is most of the page's markup (and of the server's rendering work).
 */
function AvailabilityDetails({ taken }: { taken: readonly string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="availability" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Verfügbarkeit
        {taken.length > 0 ? ` (${taken.length} belegte Tage)` : ': keine belegten Tage'}
      </summary>
      {open ? <MonthCalendar today={berlinToday()} taken={new Set(taken)} /> : null}
    </details>
  );
}

export default function ProviderRoute() {
  const { providerId = '' } = useParams();
  const { user } = useSession();
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const { provider, availability } = useLoaderData<typeof providerLoader>();
  useDocumentTitle(provider.data?.firmenname ?? (provider.error ? 'Anbieter nicht gefunden' : undefined));
  const taken = availability.data?.belegt ?? [];
  // Only to offer the owner a reply under each review; the server decides who may reply.
  const own = useRequest(
    (signal) => (user ? getOwnListings(signal) : Promise.resolve([])),
    [user?.id],
    'Daten konnten nicht geladen werden',
  );
  const ownListing = (own.data ?? []).some((listing) => String(listing.id) === providerId);

  return (
    <div className="stack">
      <BackButton />
      {provider.error ? (
        <>
          <h1>Anbieter</h1>
          <Alert>{provider.error}</Alert>
        </>
      ) : null}
      {provider.data ? (
        <>
          <article className="card stack">
            <h1>{provider.data.firmenname}</h1>
            <PhotoGallery photos={provider.data.fotos ?? []} name={provider.data.firmenname} />
            <ProviderFacts provider={provider.data} showRadius />
            <ProviderLinks provider={provider.data} />
            <p style={{ whiteSpace: 'pre-line' }}>{provider.data.beschreibung}</p>
            {availability.data ? <AvailabilityDetails taken={taken} /> : null}
            {user ? (
              <div>
                <button type="button" className="button" onClick={() => setInquiryOpen(true)}>
                  Anfrage senden
                </button>
              </div>
            ) : null}
            <div className="report-row">
              <ReportButton art="anbieter" zielId={provider.data.id} subject={provider.data.firmenname} />
            </div>
          </article>
          {user ? (
            <Reviews providerId={provider.data.id} ownListing={ownListing} />
          ) : (
            <div className="card stack">
              <p>
                Melden Sie sich an, um Bewertungen zu lesen, selbst zu bewerten und eine Anfrage zu senden.
              </p>
              <div>
                <Link to="/login" className="button">
                  Zum Login
                </Link>
              </div>
            </div>
          )}
          {inquiryOpen && user ? (
            <InquiryDialog
              provider={provider.data}
              senderName={`${user.vorname} ${user.nachname}`}
              takenDays={taken}
              onClose={() => setInquiryOpen(false)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
