import { useEffect, useState } from 'react';
import { pagePath } from '@event-kompass/shared-types';
import { getOwnListings } from '@/features/workspace/api/own-listings';

/** Where „Mein Profil“ leads and how many new inquiries wait there. */
export interface WorkspaceLink {
  to: string;
  unread: number;
}

const CUSTOMER: WorkspaceLink = { to: pagePath('profile'), unread: 0 };

/**
 * A provider's „Mein Profil“ opens on „Mein Eintrag“ (the inbox) and counts its new inquiries;
 * everyone else's opens on the profile as the spec says. Asked again on login and whenever the
 * visitor comes to the profile (where they read and answer), not on every page.
 */
export function useWorkspaceLink(userId: number | null, pathname: string): WorkspaceLink {
  const [link, setLink] = useState<WorkspaceLink>(CUSTOMER);
  // Each profile page asks anew (the inbox may have been read); other pages ask nothing.
  const profilePage = pathname.startsWith(pagePath('profile')) ? pathname : '';
  useEffect(() => {
    if (userId === null) {
      setLink(CUSTOMER);
      return;
    }
    const controller = new AbortController();
    getOwnListings(controller.signal).then(
      (listings) =>
        setLink(
          listings.length === 0
            ? CUSTOMER
            : {
                to: pagePath('profileListing'),
                unread: listings.reduce((sum, listing) => sum + listing.neue_anfragen, 0),
              },
        ),
      // Without the count the link still works: it just leads to the profile.
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, profilePage]);
  return link;
}
