import { createContext, useContext } from 'react';
import { Link } from '@/components/ui/link';

/** The two link columns: [path, text]. */
const COLUMNS = [
  {
    id: 'footer-navigation',
    title: 'Navigation',
    links: [
      ['/', 'Startseite'],
      ['/anbieter-werden', 'Anbieter werden'],
      ['/kontakt', 'Kontakt'],
    ],
  },
  {
    id: 'footer-legal',
    title: 'Rechtliches',
    links: [
      ['/impressum', 'Impressum'],
      ['/datenschutz', 'Datenschutzerklärung'],
      ['/agb', 'AGB'],
    ],
  },
] as const;

/** What is inside `<footer>`, the same on every page. */
export function FooterContent({ year }: { year: number }) {
  return (
    <div className="container">
      <div className="footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="footer__title">
              {column.title}
            </h2>
            <ul>
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer__copy">© {year} Event-Kompass</p>
    </div>
  );
}

/**
 * The server renders `FooterContent` once a year (src/entry-server.tsx) and hands the markup in here:
 * built anew for every page, its 22 elements were about a fifth of a provider page's render. It is
 * exactly the markup React makes of the tree (footer.spec.tsx), so the browser, which renders the
 * tree, takes it over like any other.
 */
export const FooterMarkupContext = createContext<{ __html: string } | null>(null);

export function Footer() {
  const markup = useContext(FooterMarkupContext);
  if (markup) return <footer className="footer" dangerouslySetInnerHTML={markup} />;
  return (
    <footer className="footer">
      <FooterContent year={new Date().getFullYear()} />
    </footer>
  );
}
