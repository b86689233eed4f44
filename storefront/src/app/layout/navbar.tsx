import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { clearStoredToken } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Per spec: no logo or product title in the header, only the navigation. */
export function Navbar({ wide = false }: { wide?: boolean }) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
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
          {user ? (
            <>
              <li>
                <NavLink to="/profile" className="navbar__link">
                  Mein Profil
                </NavLink>
              </li>
              {user.isAdmin ? (
                <li>
                  <NavLink to="/admin" className="navbar__link">
                    Admin
                  </NavLink>
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
                <NavLink to="/anbieter-info" className="navbar__link">
                  Anbieter werden
                </NavLink>
              </li>
              <li>
                <NavLink to="/login" className="navbar__link">
                  Login
                </NavLink>
              </li>
              <li>
                <NavLink to="/register" className="navbar__link navbar__link--cta">
                  Registrieren
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
