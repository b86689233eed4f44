import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useRequest } from '@/lib/use-request';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getMe } from '@/features/identity/api/get-me';
import { getMyInquiries } from '@/features/identity/api/get-my-inquiries';
import { InquiryList } from '@/features/identity/components/inquiry-list';
import { EmailStatus } from '@/features/identity/components/email-status';
import { AccountPrivacy } from '@/features/identity/components/account-privacy';
import { MyDataForm } from '@/features/identity/components/my-data-form';
import { PendingReviews } from '@/features/identity/components/pending-reviews';
import { InquiryThread } from '@/features/inquiry/components/inquiry-thread';
import { getOwnListings } from '@/features/workspace/api/own-listings';
import { ListingWorkspace } from '@/features/workspace/components/listing-workspace';
import { QuoteForm } from '@/features/quote/components/quote-form';
import { QuotePanel } from '@/features/quote/components/quote-panel';
import { InvoiceList } from '@/features/workspace/components/invoice-list';
import { OwnerReviews } from '@/features/review/components/owner-reviews';

type ProfileTab = 'pending' | 'inquiries' | 'data' | 'listing';

const TABS = [
  { key: 'pending', label: 'Offene Bewertungen' },
  { key: 'inquiries', label: 'Alle Anfragen' },
  { key: 'data', label: 'Meine Daten' },
] as const;

function Profile({
  initialTab,
  onAccountDeleted,
}: {
  initialTab: ProfileTab;
  onAccountDeleted: (msg: string) => void;
}) {
  const { pendingReviewCount, refreshPendingReviewCount } = useSession();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const inquiries = useRequest((signal) => getMyInquiries(signal), [], 'Daten konnten nicht geladen werden');
  const me = useRequest((signal) => getMe(signal), [], 'Daten konnten nicht geladen werden');
  const listings = useRequest((signal) => getOwnListings(signal), [], 'Daten konnten nicht geladen werden');
  const ownsListings = (listings.data?.length ?? 0) > 0;
  const fresh = listings.data?.reduce((sum, listing) => sum + listing.neue_anfragen, 0) ?? 0;
  const tabs = ownsListings
    ? [{ key: 'listing' as const, label: `Mein Eintrag${fresh > 0 ? ` (${fresh} neu)` : ''}` }, ...TABS]
    : TABS;
  // A deep link to "Mein Eintrag" from someone without a listing shows the first tab.
  const shown: ProfileTab = tab === 'listing' && listings.data && !ownsListings ? 'pending' : tab;
  useEffect(() => {
    void refreshPendingReviewCount();
  }, [refreshPendingReviewCount]);

  return (
    <div className="stack">
      <h1>
        Mein Profil{' '}
        <span
          className={`badge${pendingReviewCount === 0 ? ' badge--zero' : ''}`}
          data-testid="pending-badge"
        >
          {pendingReviewCount}
          <span className="sr-only"> offene Bewertungen</span>
        </span>
      </h1>
      <Tabs tabs={tabs} selected={shown} onSelect={setTab} label="Profilbereiche">
        {shown === 'listing' ? (
          <>
            {listings.loading && !listings.data ? <Loading /> : null}
            {listings.error ? <Alert>{listings.error}</Alert> : null}
            {listings.data ? (
              <ListingWorkspace
                listings={listings.data}
                onChanged={listings.reload}
                renderThread={(inquiryId, onSent) => (
                  <InquiryThread inquiryId={inquiryId} viewer="anbieter" onSent={onSent} />
                )}
                renderQuote={(listingId, inquiry, onSent) => (
                  <QuoteForm listingId={listingId} inquiry={inquiry} onSent={onSent} />
                )}
                renderInvoices={(listingId) => <InvoiceList key={listingId} listingId={listingId} />}
                renderReviews={(listingId) => <OwnerReviews listingId={listingId} />}
              />
            ) : null}
          </>
        ) : shown === 'data' ? (
          <>
            {me.loading ? <Loading /> : null}
            {me.error ? <Alert>{me.error}</Alert> : null}
            {me.data ? (
              <>
                <EmailStatus user={me.data} />
                <MyDataForm user={me.data} />
                <AccountPrivacy onDeleted={onAccountDeleted} />
              </>
            ) : null}
          </>
        ) : (
          <>
            {inquiries.loading && !inquiries.data ? <Loading /> : null}
            {inquiries.error ? <Alert>{inquiries.error}</Alert> : null}
            {inquiries.data && shown === 'pending' ? <PendingReviews inquiries={inquiries.data} /> : null}
            {inquiries.data && shown === 'inquiries' ? (
              <InquiryList
                inquiries={inquiries.data}
                renderThread={(inquiryId) => (
                  <InquiryThread inquiryId={inquiryId} viewer="kunde" onSent={inquiries.reload} />
                )}
                renderQuote={(inquiry) => <QuotePanel inquiry={inquiry} onDecided={inquiries.reload} />}
                onDeleted={() => {
                  inquiries.reload();
                  void refreshPendingReviewCount();
                }}
              />
            ) : null}
          </>
        )}
      </Tabs>
    </div>
  );
}

export default function ProfileRoute({ initialTab = 'pending' }: { initialTab?: ProfileTab }) {
  const { user, logout } = useSession();
  const [deletedMsg, setDeletedMsg] = useState<string | null>(null);
  useDocumentTitle(initialTab === 'listing' ? 'Mein Eintrag' : 'Mein Profil');
  // Checked before the login redirect: ending the session must not send a deleted account to /login.
  if (deletedMsg !== null) return <Navigate to="/konto-geloescht" replace state={{ msg: deletedMsg }} />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Profile
      initialTab={initialTab}
      onAccountDeleted={(msg) => {
        setDeletedMsg(msg);
        logout();
      }}
    />
  );
}

/** `/profile/eintrag`: the same page, opened on the listing tab (the link from the approval e-mail). */
export function ProfileListingRoute() {
  return <ProfileRoute initialTab="listing" />;
}
