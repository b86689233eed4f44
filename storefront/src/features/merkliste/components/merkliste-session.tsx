import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { startMerkliste } from '@/features/merkliste/merkliste-store';

/** Loads the shortlist for whoever is there, and merges a guest's list into the account at login. */
export function MerklisteSession() {
  const userId = useSession().user?.id ?? null;
  useEffect(() => {
    void startMerkliste(userId);
  }, [userId]);
  return null;
}
