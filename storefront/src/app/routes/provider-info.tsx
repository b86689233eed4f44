import { Link } from '@/components/ui/link';
import { FREE_LISTING_LABEL, RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProviderInfoRoute() {
  useDocumentTitle('Anbieter werden');
  return (
    <div className="prose stack">
      <h1>Anbieter werden bei Event-Kompass</h1>
      <p>
        Sie sind DJ, Caterer, Fotograf, vermieten eine Location oder eine Fotobox? Präsentieren Sie Ihr
        Angebot dort, wo Menschen aus der Region ihr nächstes Event planen – und erhalten Sie Anfragen direkt
        per E-Mail.
      </p>
      <div className="card stack">
        <h2>So läuft es ab</h2>
        <ol>
          <li>Sie füllen das Bewerbungsformular aus und wählen passende Kategorien.</li>
          <li>Ihre Kategorie fehlt? Schlagen Sie kostenlos eine neue Kategorie vor.</li>
          <li>Wir prüfen Ihre Angaben und schalten Ihren Eintrag frei.</li>
          <li>Interessierte senden Ihnen Anfragen; nach dem Event können sie Sie bewerten.</li>
        </ol>
      </div>
      <div className="card stack">
        <h2>Konditionen</h2>
        <ul>
          <li>
            <strong>Die ersten {FREE_LISTING_LABEL} sind kostenlos.</strong>
          </li>
          <li>
            Danach kostet der Eintrag {RENEWAL_PRICE_LABEL} pro Jahr. Er verlängert sich nicht automatisch.
          </li>
          <li>Vor Ablauf erinnern wir Sie per E-Mail und senden Ihnen einen Link zur Verlängerung.</li>
          <li>
            Änderungen an Ihrem Eintrag (Texte, Links, Kategorien) nehmen wir gern für Sie vor – schreiben Sie
            uns dazu einfach eine E-Mail über die <Link to="/kontakt">Kontaktseite</Link> oder an die im{' '}
            <Link to="/impressum">Impressum</Link> genannte Adresse.
          </li>
        </ul>
      </div>
      <p>
        <Link to="/anbieter-werden" className="button">
          Jetzt als Anbieter bewerben
        </Link>
      </p>
    </div>
  );
}
