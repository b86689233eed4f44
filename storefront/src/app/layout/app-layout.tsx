import { Outlet, useLocation } from 'react-router-dom';
import { ArrivalNotice } from '@/app/layout/arrival-notice';
import { Footer } from '@/app/layout/footer';
import { Navbar } from '@/app/layout/navbar';
import { NavigationProgress } from '@/app/layout/navigation-progress';
import { MerklisteSession } from '@/features/merkliste/components/merkliste-session';
import { ScrollMemory } from '@/app/layout/scroll-memory';

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
      <ScrollMemory />
      <main id="main" className="main" tabIndex={-1}>
        <div className={wide ? 'container container--wide' : 'container'}>
          <ArrivalNotice />
          <Outlet />
        </div>
      </main>
      <Footer />
    </>
  );
}
