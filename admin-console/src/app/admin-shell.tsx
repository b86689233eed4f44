import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ALL_TABS, TAB_GROUPS } from '@admin/app/tabs';

/**
 * Where the host mounted the console (e.g. `/admin` for a route `/admin/*`): the path without the splat.
 * Links are built from it because relative links inside a splat route resolve against the whole URL.
 */
function useMountBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const base = splat && pathname.endsWith(splat) ? pathname.slice(0, -splat.length) : pathname;
  return base.replace(/\/+$/, '');
}

/**
 * Tab navigation in three groups. No <main>/<header> landmarks: the host page owns those.
 * (a burger menu on small screens) and one route per tab. */
export function AdminShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const base = useMountBase();
  const current = ALL_TABS.find((tab) => location.pathname.split('/').includes(tab.path));

  // Choosing a tab closes the phone menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <div className="ac-shell">
      <div className="ac-shell__header">
        <h1 className="ac-shell__title">Admin-Dashboard</h1>
        <button
          type="button"
          className="ac-burger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="ac-burger__bars" aria-hidden="true" />
          <span>{menuOpen ? 'Menü schließen' : 'Menü'}</span>
          {current && !menuOpen ? <span className="ac-sr-only">, aktuell: {current.label}</span> : null}
        </button>
      </div>
      <nav id={menuId} className={`ac-nav${menuOpen ? ' ac-nav--open' : ''}`} aria-label="Admin-Bereiche">
        {TAB_GROUPS.map((group) => (
          <div key={group.label} className="ac-nav__group">
            <p className="ac-nav__group-label">{group.label}</p>
            <ul className="ac-nav__list">
              {group.tabs.map((tab) => (
                <li key={tab.path}>
                  <NavLink
                    to={`${base}/${tab.path}`}
                    className={({ isActive }) => `ac-nav__link${isActive ? ' ac-nav__link--active' : ''}`}
                  >
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="ac-shell__content">
        <Routes>
          <Route index element={<Navigate to={`${base}/${ALL_TABS[0].path}`} replace />} />
          {ALL_TABS.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <section className="ac-page">
      <h2 className="ac-page__title">Seite nicht gefunden</h2>
      <p>Diesen Admin-Bereich gibt es nicht. Bitte wählen Sie einen Bereich aus dem Menü.</p>
    </section>
  );
}
