import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__columns">
          <nav aria-labelledby="footer-navigation">
            <h2 id="footer-navigation" className="footer__title">
              Navigation
            </h2>
            <ul>
              <li>
                <Link to="/">Startseite</Link>
              </li>
              <li>
                <Link to="/anbieter-werden">Anbieter werden</Link>
              </li>
              <li>
                <Link to="/kontakt">Kontakt</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="footer__title">
              Rechtliches
            </h2>
            <ul>
              <li>
                <Link to="/impressum">Impressum</Link>
              </li>
              <li>
                <Link to="/datenschutz">Datenschutzerklärung</Link>
              </li>
              <li>
                <Link to="/agb">AGB</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="footer__copy">© {new Date().getFullYear()} Event-Kompass</p>
      </div>
    </footer>
  );
}
