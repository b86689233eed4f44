import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { clearStoredToken } from '@event-kompass/web-client';
import { useSession } from '@/lib/session';
import { useMerklisteIds } from '@/features/merkliste/merkliste-store';
import { useWorkspaceLink } from '@/features/workspace/hooks/use-workspace-link';

/** Per spec: no logo or product title in the header, only the navigation. */
export function Navbar({ wide = false }: { wide?: boolean }) {
  const { user, logout } = useSession();
  const shortlisted = useMerklisteIds().length;
  const navigate = useNavigate();
  const { key: locationKey, pathname } = useLocation();
  const profileLink = useWorkspaceLink(user?.id ?? null, pathname);
  // Like React Router's NavLink: the section the visitor is in (its page and the pages below it).
  const current = (to: string) =>
    pathname === to || pathname.startsWith(`${to}/`) ? ('page' as const) : undefined;
  // Logout goes home first and ends the session once the home page is shown (an effect after the
  // navigation's commit): ending it before would let a page that needs a login (e.g. /profile) send
  // the logged-out user to /login while the home page's data still loads.
  const logoutAfterNavigation = useRef(false);
  useEffect(() => {
    if (!logoutAfterNavigation.current) return;
    logoutAfterNavigation.current = false;
    logout();
  }, [locationKey, logout]);

  return (
    <header className="navbar">
      <nav
        className={`container navbar__inner${wide ? ' container--wide' : ''}`}
        aria-label="Hauptnavigation"
      >
        <ul className="navbar__list">
          {/* Only once something is on it: the spec's navigation stays as it is for everyone else. */}
          {shortlisted > 0 ? (
            <li>
              <Link to="/merkliste" aria-current={current('/merkliste')} className="navbar__link">
                Merkliste ({shortlisted})
              </Link>
            </li>
          ) : null}
          {user ? (
            <>
              <li>
                <Link to={profileLink.to} aria-current={current('/profile')} className="navbar__link">
                  Mein Profil
                  {profileLink.unread > 0 ? (
                    <span className="badge navbar__badge">
                      {profileLink.unread}
                      <span className="sr-only">
                        {profileLink.unread === 1 ? ' neue Anfrage' : ' neue Anfragen'}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </li>
              {user.isAdmin ? (
                <li>
                  <Link to="/admin" aria-current={current('/admin')} className="navbar__link">
                    Admin
                  </Link>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className="navbar__link"
                  onClick={() => {
                    // The token goes at once: closing or reloading the tab before the home page
                    // shows must not keep the visitor logged in.
                    clearStoredToken();
                    logoutAfterNavigation.current = true;
                    void navigate('/');
                  }}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/anbieter-info" aria-current={current('/anbieter-info')} className="navbar__link">
                  Anbieter werden
                </Link>
              </li>
              <li>
                <Link to="/login" aria-current={current('/login')} className="navbar__link">
                  Login
                </Link>
              </li>
              <li>
                <Link
                  to="/register"
                  aria-current={current('/register')}
                  className="navbar__link navbar__link--cta"
                >
                  Registrieren
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
