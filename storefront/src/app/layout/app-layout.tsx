import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Footer } from '@/app/layout/footer';
import { Navbar } from '@/app/layout/navbar';
import { NavigationProgress } from '@/app/layout/navigation-progress';
import { MerklisteSession } from '@/features/merkliste/components/merkliste-session';

/** Scrolls to the top on a new page (not on back/forward, where the browser restores the position). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppLayout() {
  // The admin console's tables carry more columns than a reading page: they get the screen's width.
  const wide = useLocation().pathname.startsWith('/admin');
  return (
    <>
      <NavigationProgress />
      <MerklisteSession />
      <a href="#main" className="skip-link">
        Zum Inhalt springen
      </a>
      <Navbar wide={wide} />
      <ScrollToTop />
      <main id="main" className="main" tabIndex={-1}>
        <div className={wide ? 'container container--wide' : 'container'}>
          <Outlet />
        </div>
      </main>
      <Footer />
    </>
  );
}
