import { NavLink, useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session';

/** Per spec: no logo or product title in the header, only the navigation. */
export function Navbar({ wide = false }: { wide?: boolean }) {
  const { user, logout } = useSession();
  const navigate = useNavigate();

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
                    // The session ends once the home page is shown: ending it first would let a page
                    // that needs a login (e.g. /profile) send the logged-out user to /login while the
                    // home page's data still loads. A data router's navigate() settles when done;
                    // flushSync renders the home page by then (not in a later transition).
                    void Promise.resolve(navigate('/', { flushSync: true })).then(logout);
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
