/** The shortlist ("Merkliste", issue 25): `GET /api/profile/merkliste` answers `PublicProvider[]`. */

/** At most this many providers on one account's shortlist (and in a guest's browser). */
export const MERKLISTE_LIMIT = 50;

/** The browser's key for a guest's shortlist (provider ids, JSON), merged into the account at login. */
export const GUEST_MERKLISTE_KEY = 'merkliste';
