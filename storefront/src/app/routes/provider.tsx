import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { BackButton } from '@/components/ui/back-button';
import { Loading } from '@/components/ui/loading';
import { useSession } from '@/lib/session';
import { useRequest } from '@/lib/use-request';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getOwnListings } from '@/features/workspace/api/own-listings';
import { PhotoGallery } from '@/features/provider/components/photo-gallery';
import { ProviderFacts } from '@/features/provider/components/provider-facts';
import { ProviderLinks } from '@/features/provider/components/provider-links';
import { ReportButton } from '@/features/report/components/report-button';
import { MerkButton } from '@/features/merkliste/components/merk-button';
import { clearWayBack, readWayBack, rememberWayBack } from '@/lib/way-back';
import type { providerLoader } from '@/app/routes/provider.data';
import { SignedInquiryDialog } from '@/features/inquiry/components/signed-inquiry-dialog';
import { deferred } from '@/lib/deferred';
import { formatCount } from '@/lib/format';

// Parts of the page whose code loads when needed (see deferred()).
const AvailabilityCalendar = deferred(() =>
  import('@/app/routes/availability-calendar').then((module) => module.AvailabilityCalendar),
);
/** For signed-in visitors only. */
const ProviderReviews = deferred(
  () => import('@/app/routes/provider-reviews').then((module) => module.Reviews),
  <Loading />,
);

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
        {taken.length > 0
          ? ` (${formatCount(taken.length, 'belegter Tag', 'belegte Tage')})`
          : ': keine belegten Tage'}
      </summary>
      {open ? <AvailabilityCalendar taken={taken} /> : null}
    </details>
  );
}

export default function ProviderRoute() {
  const { user } = useSession();
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const { provider, availability } = useLoaderData<typeof providerLoader>();
  useDocumentTitle(provider.data?.firmenname ?? (provider.error ? 'Anbieter nicht gefunden' : undefined));
  const taken = availability.data?.belegt ?? [];
  // The owner gets no inquiry button and a reply under each review; the server decides both.
  const own = useRequest(
    (signal) => (user ? getOwnListings(signal) : Promise.resolve([])),
    [user?.id],
    'Daten konnten nicht geladen werden',
  );
  const ownListing = (own.data ?? []).some((listing) => listing.id === provider.data?.id);
  const shown = provider.data;
  // A guest leaves the way back for the home page after login; arrived there, it is done.
  useEffect(() => {
    if (!shown) return;
    const path = `/provider/${shown.id}`;
    if (!user) rememberWayBack({ path, label: shown.firmenname });
    else if (readWayBack()?.path === path) clearWayBack();
  }, [shown, user]);

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
            <div className="provider-card__header">
              <h1>{provider.data.firmenname}</h1>
              <MerkButton provider={provider.data} />
            </div>
            <PhotoGallery photos={provider.data.fotos ?? []} name={provider.data.firmenname} />
            <ProviderFacts provider={provider.data} showRadius />
            <ProviderLinks provider={provider.data} />
            <p style={{ whiteSpace: 'pre-line' }}>{provider.data.beschreibung}</p>
            {availability.data ? <AvailabilityDetails taken={taken} /> : null}
            {user && !ownListing ? (
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
            <ProviderReviews providerId={provider.data.id} ownListing={ownListing} />
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
          {inquiryOpen && !ownListing ? (
            <SignedInquiryDialog
              provider={provider.data}
              takenDays={taken}
              onClose={() => setInquiryOpen(false)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
