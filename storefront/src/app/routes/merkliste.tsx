import { useEffect, useState } from 'react';
import { MERKLISTE_LIMIT, SAMMEL_LIMIT } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { Loading } from '@/components/ui/loading';
import { signedByUser, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequest } from '@/lib/use-request';
import { rememberWayBack } from '@/lib/way-back';
import { ProviderCard } from '@/features/provider/components/provider-card';
import { getMerkliste, getPublicProviders } from '@/features/merkliste/api/merkliste';
import { MerkButton } from '@/features/merkliste/components/merk-button';
import {
  forgetGuestIds,
  merklisteMerged,
  readGuestIds,
  useMerklisteIds,
} from '@/features/merkliste/merkliste-store';
import { deferred } from '@/lib/deferred';

const SammelDialog = signedByUser(
  deferred(() =>
    import('@/features/merkliste/components/sammel-dialog').then((module) => module.SammelDialog),
  ),
);

/**
 * `/merkliste`: the shortlisted providers (the account's, or a guest's from the browser) and
 * "Alle anfragen", one request to up to five of them. Guests see a login prompt instead, as on a
 * provider page, and the home page offers the way back here after they logged in.
 */
export default function MerklisteRoute() {
  useDocumentTitle('Merkliste');
  const { user } = useSession();
  const [asking, setAsking] = useState(false);
  // Rows as they were loaded; a heart pressed here only greys the card out until the next visit,
  // so a slip of the finger is undone in place.
  const rows = useRequest(
    (signal) =>
      user ? merklisteMerged().then(() => getMerkliste(signal)) : getPublicProviders(readGuestIds(), signal),
    [user?.id],
    'Die Merkliste konnte nicht geladen werden.',
  );
  const ids = useMerklisteIds();
  const onList = (rows.data ?? []).filter((row) => ids.includes(row.id));

  useEffect(() => {
    if (user || !rows.data) return;
    const shown = new Set(rows.data.map((row) => row.id));
    forgetGuestIds(readGuestIds().filter((id) => !shown.has(id)));
    rememberWayBack({ path: '/merkliste', label: 'Ihrer Merkliste' });
  }, [user, rows.data]);

  return (
    <div className="stack">
      <h1>Merkliste</h1>
      <p className="muted">
        Merken Sie sich Anbieter mit dem Herz und fragen Sie bis zu {SAMMEL_LIMIT} von ihnen mit einer
        Nachricht an (höchstens {MERKLISTE_LIMIT} auf der Liste).
      </p>
      {rows.loading && !rows.data ? <Loading /> : null}
      {rows.error ? <Alert>{rows.error}</Alert> : null}
      {rows.data && rows.data.length === 0 ? (
        <p>
          Ihre Merkliste ist noch leer. <Link to="/">Zur Startseite</Link>
        </p>
      ) : null}
      {onList.length > 0 ? (
        user ? (
          <div>
            <button type="button" className="button" onClick={() => setAsking(true)}>
              Alle anfragen
            </button>
            {onList.length > SAMMEL_LIMIT ? (
              <p className="muted">Sie wählen im nächsten Schritt bis zu {SAMMEL_LIMIT} Anbieter aus.</p>
            ) : null}
          </div>
        ) : (
          <div className="card stack">
            <p style={{ margin: 0 }}>
              Melden Sie sich an, um alle gemerkten Anbieter mit einer Nachricht anzufragen. Ihre Merkliste
              bleibt dabei erhalten.
            </p>
            <div className="row">
              <Link to="/login" className="button">
                Zum Login
              </Link>
              <Link to="/register" className="button button--secondary">
                Registrieren
              </Link>
            </div>
          </div>
        )
      ) : null}
      {(rows.data ?? []).map((provider) => (
        <div key={provider.id} style={ids.includes(provider.id) ? undefined : { opacity: 0.6 }}>
          <ProviderCard provider={provider} actions={<MerkButton provider={provider} />} />
        </div>
      ))}
      {asking ? <SammelDialog providers={onList} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}
