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

export function Footer() {
  return (
    <footer className="footer">
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
        <p className="footer__copy">© {new Date().getFullYear()} Event-Kompass</p>
      </div>
    </footer>
  );
}
