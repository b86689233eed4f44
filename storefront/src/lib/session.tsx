/**
 * The session (docs/decisions.md: Sitzung): the token lives in localStorage under 'token'; the user is read from the
 * token's payload; on login/registration the pending-review count is loaded. Logout, an invalid token or
 * any 401 answer removes the token, clears the user and sets the count to 0.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { TokenUser } from '@event-kompass/shared-types';
import { onUnauthorized, readStoredToken, storedToken, TOKEN_STORAGE_KEY } from '@event-kompass/web-client';
import { userFromToken } from '@/lib/jwt';

export interface Session {
  user: TokenUser | null;
  pendingReviewCount: number;
  /** Stores the token, reads the user from it and loads the pending-review count. */
  login: (token: string) => Promise<void>;
  logout: () => void;
  /** Reloads the pending-review count (after a review or a deleted inquiry). */
  refreshPendingReviewCount: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Without storage (private mode) the session lasts as long as the page. */
function storeToken(token: string | null): void {
  storedToken.write(token || null);
}

function initialUser(): TokenUser | null {
  const token = readStoredToken();
  if (!token) return null;
  const user = userFromToken(token);
  if (!user) storeToken(null);
  return user;
}

interface SessionProviderProps {
  children: ReactNode;
  /** Loads the number of the user's inquiries that wait for a review. */
  loadPendingReviewCount: () => Promise<number>;
  /**
   * The page's markup came from the server, rendered for nobody in particular: the first render
   * matches it (no user) so React can take it over, and the stored session follows right after.
   * Rendering afresh instead would drop what a visitor clicked before the scripts ran.
   */
  takesOverServerMarkup?: boolean;
}

export function SessionProvider({
  children,
  loadPendingReviewCount,
  takesOverServerMarkup = false,
}: SessionProviderProps) {
  const [user, setUser] = useState<TokenUser | null>(() => (takesOverServerMarkup ? null : initialUser()));
  useEffect(() => {
    if (takesOverServerMarkup) setUser(initialUser());
  }, [takesOverServerMarkup]);
  const [pendingReviewCount, setPendingReviewCount] = useState(0);

  const logout = useCallback(() => {
    storeToken(null);
    setUser(null);
    setPendingReviewCount(0);
  }, []);

  const refreshPendingReviewCount = useCallback(async () => {
    if (!readStoredToken()) return;
    try {
      setPendingReviewCount(await loadPendingReviewCount());
    } catch {
      /* not shown to the user; the count stays as it was (docs/decisions.md: Sitzung) */
    }
  }, [loadPendingReviewCount]);

  const login = useCallback(
    async (token: string) => {
      const nextUser = userFromToken(token);
      if (!nextUser) {
        logout();
        return;
      }
      storeToken(token);
      setUser(nextUser);
      await refreshPendingReviewCount();
    },
    [logout, refreshPendingReviewCount],
  );

  useEffect(() => {
    onUnauthorized(logout);
    return () => onUnauthorized(null);
  }, [logout]);

  // A session kept from an earlier visit: load its count once.
  useEffect(() => {
    if (readStoredToken()) void refreshPendingReviewCount();
  }, [refreshPendingReviewCount]);

  // Logged out in another tab: follow.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && !event.newValue) logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout]);

  const value = useMemo<Session>(
    () => ({ user, pendingReviewCount, login, logout, refreshPendingReviewCount }),
    [user, pendingReviewCount, login, logout, refreshPendingReviewCount],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/**
 * A dialog the signed-in user sends from, signed with their name; for a guest it shows nothing (the
 * pages offer the login there instead).
 */
export function signedByUser<P extends { senderName?: string }>(Dialog: ComponentType<P>) {
  return function SignedDialog(props: Omit<P, 'senderName'>) {
    const { user } = useSession();
    if (!user) return null;
    // P is the dialog's props: these plus the name.
    const signed = { ...props, senderName: `${user.vorname} ${user.nachname}` } as P;
    return <Dialog {...signed} />;
  };
}
