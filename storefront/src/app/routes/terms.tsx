import { Link } from '@/components/ui/link';
import {
  AGB_VERSION,
  FREE_LISTING_LABEL,
  germanDate,
  RENEWAL_PRICE_LABEL,
} from '@event-kompass/shared-types';
import { OperatorBlock } from '@/features/site/components/operator-block';
import { LegalPage } from '@/app/routes/legal-layout';

export default function TermsRoute() {
  return (
    <LegalPage title="Allgemeine Geschäftsbedingungen (AGB)">
      {(site) => (
        <>
          <p className="muted">Stand: {germanDate(AGB_VERSION)}</p>
          <h2>§ 1 Geltungsbereich und Anbieter der Plattform</h2>
          <p>
            Diese AGB gelten für die Nutzung der Plattform Event-Kompass ({site.public_url}) durch Nutzerinnen
            und Nutzer sowie für Einträge von Event-Dienstleistern („Anbieter“). Betreiber der Plattform ist:
          </p>
          <OperatorBlock site={site} />
          <h2>§ 2 Leistungen der Plattform</h2>
          <p>
            Event-Kompass ist ein regionales Verzeichnis für Event-Dienstleister. Nutzer können Anbieter
            suchen, Anfragen senden und Anbieter nach ihrem Event bewerten. Verträge über Event-Leistungen
            kommen ausschließlich zwischen Nutzer und Anbieter zustande; Event-Kompass ist nicht
            Vertragspartei.
          </p>
          <h2>§ 3 Nutzerkonto</h2>
          <p>
            Die Registrierung ist für Nutzer kostenlos. Die Angaben müssen wahr sein; Zugangsdaten sind geheim
            zu halten. Bewertungen müssen auf eigenen Erfahrungen beruhen und dürfen keine beleidigenden oder
            rechtswidrigen Inhalte enthalten.
          </p>
          <h2>§ 4 Einträge von Anbietern: Laufzeit und Preis</h2>
          <p>
            Ein Eintrag entsteht durch die Bewerbung des Anbieters und die Freischaltung durch den Betreiber.
            Es besteht kein Anspruch auf Freischaltung.
          </p>
          <p>
            <strong>Die erste Laufzeit beträgt {FREE_LISTING_LABEL} und ist kostenlos.</strong> Danach kann
            der Eintrag jeweils um ein Jahr zum Preis von {RENEWAL_PRICE_LABEL} verlängert werden; die Zahlung
            erfolgt über einen externen Zahlungslink (PayPal).
          </p>
          <p>
            Einträge verlängern sich nicht automatisch. Läuft ein Eintrag ab, ohne verlängert zu werden, wird
            er automatisch deaktiviert und ist nicht mehr öffentlich sichtbar. Die Verlängerung erfolgt über
            die Verlängerungsseite, deren Link der Anbieter per E-Mail erhält.
          </p>
          <h2>§ 5 Änderungen am Eintrag</h2>
          <p>Änderungswünsche zum Eintrag richtet der Anbieter per E-Mail an {site.operator_email}.</p>
          <h2>§ 6 Pflichten der Anbieter</h2>
          <p>
            Anbieter sind für die Richtigkeit ihrer Angaben und die Rechtmäßigkeit ihrer Inhalte (Texte,
            Links) verantwortlich und beantworten Anfragen in angemessener Zeit.
          </p>
          <h2>§ 7 Reihenfolge der Anbieter (Ranking)</h2>
          <p>
            Suchergebnisse ordnen wir zuerst danach, wo das Suchwort beim Anbieter steht (Name vor Kategorie
            vor Beschreibung und Ort) und wie genau es passt; bei Gleichstand nach der Durchschnittsbewertung,
            der Zahl der verifizierten Bewertungen und dem Namen. Kategorieseiten sind alphabetisch, mit einer
            PLZ nach Entfernung geordnet. Eine bessere Platzierung lässt sich nicht kaufen; die Jahresgebühr
            ändert die Reihenfolge nicht. Einzelheiten:{' '}
            <Link to="/so-sortieren-wir">So sortieren wir die Ergebnisse</Link>.
          </p>
          <h2>§ 8 Einschränkung, Aussetzung und Beendigung von Einträgen</h2>
          <p>
            Der Betreiber kann einen Eintrag ganz oder teilweise einschränken, aussetzen oder beenden, wenn
          </p>
          <ul>
            <li>die Angaben des Anbieters falsch oder irreführend sind oder er nicht erreichbar ist,</li>
            <li>
              Inhalte des Eintrags (Texte, Fotos, Links) gegen Gesetze, Rechte Dritter oder diese AGB
              verstoßen,
            </li>
            <li>
              der Anbieter Bewertungen manipuliert (etwa eigene oder gekaufte Bewertungen) oder Nutzer
              belästigt,
            </li>
            <li>die Laufzeit des Eintrags abgelaufen ist und er nicht verlängert wurde.</li>
          </ul>
          <p>
            Vor einer Einschränkung oder Aussetzung teilt der Betreiber dem Anbieter die Gründe per E-Mail
            mit; bei einer Beendigung mindestens 30 Tage vorher, außer bei schweren oder wiederholten
            Verstößen oder wenn ein Gesetz sofortiges Handeln verlangt. Der Anbieter kann dazu Stellung nehmen
            und sich kostenlos per E-Mail an {site.operator_email} beschweren; wir prüfen jede Beschwerde und
            antworten mit einer Begründung. Gemeldete Inhalte („Inhalt melden“) prüft ein Mensch; über jede
            Entfernung informieren wir die Betroffenen mit Begründung und den Möglichkeiten, dagegen
            vorzugehen.
          </p>
          <h2>§ 9 Haftung</h2>
          <p>
            Der Betreiber haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von
            Leben, Körper oder Gesundheit. Im Übrigen haftet er nur bei Verletzung wesentlicher
            Vertragspflichten, begrenzt auf den vorhersehbaren, typischen Schaden. Für die Leistungen der
            Anbieter haftet der Betreiber nicht.
          </p>
          <h2>§ 10 Kündigung und Löschung</h2>
          <p>
            Nutzer können ihr Konto jederzeit per E-Mail an {site.operator_email} löschen lassen. Der
            Betreiber kann Einträge und Konten bei Verstößen gegen diese AGB sperren oder löschen.
          </p>
          <h2>§ 11 Schlussbestimmungen</h2>
          <p>
            Es gilt deutsches Recht. Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der
            übrigen unberührt.
          </p>
        </>
      )}
    </LegalPage>
  );
}
