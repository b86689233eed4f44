import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getMe } from '@/features/identity/api/get-me';
import { getMyInquiries } from '@/features/identity/api/get-my-inquiries';
import { InquiryList } from '@/features/identity/components/inquiry-list';
import { MyDataForm } from '@/features/identity/components/my-data-form';
import { PendingReviews } from '@/features/identity/components/pending-reviews';

type ProfileTab = 'pending' | 'inquiries' | 'data';

const TABS = [
  { key: 'pending', label: 'Offene Bewertungen' },
  { key: 'inquiries', label: 'Alle Anfragen' },
  { key: 'data', label: 'Meine Daten' },
] as const;

function Profile() {
  const { pendingReviewCount, refreshPendingReviewCount } = useSession();
  const [tab, setTab] = useState<ProfileTab>('pending');
  const inquiries = useAsync((signal) => getMyInquiries(signal), [], 'Daten konnten nicht geladen werden');
  const me = useAsync((signal) => getMe(signal), [], 'Daten konnten nicht geladen werden');
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
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Profilbereiche">
        {tab === 'data' ? (
          <>
            {me.loading ? <Loading /> : null}
            {me.error ? <Alert>{me.error}</Alert> : null}
            {me.data ? <MyDataForm user={me.data} /> : null}
          </>
        ) : (
          <>
            {inquiries.loading && !inquiries.data ? <Loading /> : null}
            {inquiries.error ? <Alert>{inquiries.error}</Alert> : null}
            {inquiries.data && tab === 'pending' ? <PendingReviews inquiries={inquiries.data} /> : null}
            {inquiries.data && tab === 'inquiries' ? (
              <InquiryList
                inquiries={inquiries.data}
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

export default function ProfileRoute() {
  const { user } = useSession();
  useDocumentTitle('Mein Profil');
  if (!user) return <Navigate to="/login" replace />;
  return <Profile />;
}
