import { Link } from '@/components/ui/link';
import { KEPT_AFTER_ACCOUNT_DELETION, RETENTION_DAYS } from '@event-kompass/shared-types';
import { OperatorBlock } from '@/features/site/components/operator-block';
import { LegalPage } from '@/app/routes/legal-layout';

/** The periods come from the constants the daily deletion job uses, so page and practice agree. */
const days = (n: number) => `${n} Tagen`;

export default function PrivacyRoute() {
  return (
    <LegalPage title="Datenschutzerklärung">
      {(site) => (
        <>
          <p>
            Wir nehmen den Schutz Ihrer Daten ernst. Hier erfahren Sie, welche personenbezogenen Daten
            Event-Kompass verarbeitet, wozu, auf welcher Rechtsgrundlage, wie lange – und welche Rechte Sie
            haben.
          </p>
          <h2>1. Verantwortlicher</h2>
          <p>Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
          <OperatorBlock site={site} />
          <p>Bei allen Fragen zum Datenschutz erreichen Sie uns unter der oben genannten E-Mail-Adresse.</p>

          <h2>2. Kein Tracking, keine Werbe-Cookies</h2>
          <p>
            Wir setzen keine Analyse- oder Tracking-Werkzeuge, keine Werbenetzwerke und keine
            Social-Media-Plugins ein. Schriftarten und Programmcode werden von unserem eigenen Server geladen.
            Wenn Sie sich anmelden, speichert Ihr Browser ein Anmelde-Token im lokalen Speicher
            (localStorage). Es ist für die Anmeldung technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG), wird
            beim Logout gelöscht und läuft spätestens nach 7 Tagen ab.
          </p>

          <h2>3. Welche Daten wir verarbeiten und wozu</h2>
          <h3>Aufruf der Website (Server-Protokolle)</h3>
          <p>
            Beim Aufruf verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit,
            aufgerufene Adresse, übertragene Datenmenge, Browser-Kennung. Zweck: Auslieferung der Seiten,
            Sicherheit und Abwehr von Missbrauch (z. B. Begrenzung zu vieler Anmeldeversuche).
            Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an einem sicheren Betrieb).
            Protokolle werden nach spätestens 14 Tagen gelöscht.
          </p>
          <h3>Nutzerkonto</h3>
          <p>
            Bei der Registrierung speichern wir Vorname, Nachname, E-Mail-Adresse, optional Ihre
            Telefonnummer, das Passwort (nur als sicherer Hash, nie im Klartext) und das Registrierungsdatum.
            Zweck: Bereitstellung Ihres Kontos, Anfragen und Bewertungen. Rechtsgrundlage: Art. 6 Abs. 1 lit.
            b DSGVO (Nutzungsvertrag). Speicherdauer: bis zur Löschung Ihres Kontos.
          </p>
          <p>
            Ihr Konto können Sie jederzeit selbst unter „Mein Profil“ › „Meine Daten“ › „Konto löschen“
            löschen (Bestätigung mit Ihrem Passwort). Dabei löschen wir sofort Ihre Kontodaten, Ihre Anfragen
            mit den zugehörigen Nachrichten, Nachrichten über das Kontaktformular und Ihre E-Mail-Adresse in
            Meldungen (beides, soweit Sie Ihre Adresse bestätigt haben), alle E-Mails an Sie oder mit Ihren
            Daten (versandte und noch nicht versandte) und Sicherungskopien, die vor dem Einspielen einer
            Datensicherung angelegt wurden und Ihre Daten enthalten. Ihre Bewertungen bleiben ohne Ihren Namen
            erhalten und werden als „ehemaliger Nutzer“ angezeigt, damit die Bewertungen der Anbieter
            aussagekräftig bleiben; ein Rückschluss auf Ihre Person ist daraus für andere nicht möglich.
            Einträge, die Sie als Anbieter betreut haben, bleiben bestehen und werden vom Betreiber
            weitergeführt – ohne Ihre Kontaktdaten: War der Eintrag unter Ihrer E-Mail-Adresse erreichbar,
            nehmen wir ihn offline und ersetzen sie durch die des Betreibers; Ihre Telefonnummer entfernen
            wir.
          </p>
          <p>Nicht sofort löschen dürfen wir, weil das Gesetz uns zur Aufbewahrung verpflichtet:</p>
          <ul>
            {KEPT_AFTER_ACCOUNT_DELETION.map((kept) => (
              <li key={kept.daten}>
                {kept.daten} – {kept.grund}
              </li>
            ))}
          </ul>
          <p>
            Die täglichen Sicherungen der Datenbank (Schutz vor Datenverlust, Art. 32 DSGVO) enthalten Ihre
            Daten noch, bis sie turnusgemäß gelöscht werden: nach spätestens fünf Wochen (sieben tägliche und
            vier wöchentliche Sicherungen). Sie dienen nur der Wiederherstellung nach einem Ausfall.
          </p>
          <h3>Anfragen an Anbieter</h3>
          <p>
            Wenn Sie eine Anfrage senden, speichern wir Ihre Nachricht, das Wunschdatum und den Zeitpunkt und
            leiten die Anfrage mit Ihrem Namen und Ihren Kontaktdaten (E-Mail-Adresse, ggf. Telefonnummer) per
            E-Mail an den angefragten Anbieter weiter, damit er Ihnen antworten kann. Rechtsgrundlage: Art. 6
            Abs. 1 lit. b DSGVO. Anfragen können Sie in Ihrem Profil jederzeit selbst löschen; mit Ihrem Konto
            werden sie gelöscht.
          </p>
          <h3>Bewertungserinnerungen per E-Mail</h3>
          <p>
            Nur wenn Sie es bei der Registrierung oder unter „Mein Profil“ › „Meine Daten“ ausdrücklich
            erlauben, erinnern wir Sie nach dem Event-Datum einer Anfrage einmal per E-Mail an eine Bewertung.
            Wir speichern dazu, ob und wann Sie eingewilligt haben. Rechtsgrundlage: Ihre Einwilligung (Art. 6
            Abs. 1 lit. a DSGVO, § 7 Abs. 2 UWG). Sie können sie jederzeit widerrufen: in „Meine Daten“ oder
            mit einem Klick auf den Abmeldelink in jeder Erinnerung.
          </p>
          <h3>Bewertungen</h3>
          <p>
            Bewertungen (Sterne, optionaler Kommentar, Datum) werden angemeldeten Nutzern mit Ihrem Vornamen
            angezeigt – nie mit Nachnamen oder E-Mail-Adresse. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO.
            Speicherdauer: bis zur Löschung der Bewertung. Löschen Sie Ihr Konto, bleibt die Bewertung ohne
            Personenbezug als „ehemaliger Nutzer“ stehen (Art. 6 Abs. 1 lit. f DSGVO: verlässliche Bewertungen
            für andere Nutzer und die Anbieter); auf Wunsch löschen wir auch sie.
          </p>
          <h3>Bewerbung als Anbieter und Verlängerung</h3>
          <p>
            Für einen Eintrag speichern wir Firmenname, E-Mail-Adresse, optional Telefonnummer, Website,
            Instagram-Profil, Beschreibung, Kategorien, optional Postleitzahl (den Ort ergänzen wir daraus),
            Einsatzradius und Einstiegspreis. Öffentlich sichtbar sind nur Firmenname, Beschreibung, Links,
            Kategorien, Postleitzahl und Ort, Einsatzradius, Einstiegspreis und Bewertungen – nicht
            E-Mail-Adresse und Telefonnummer. Bei einer Verlängerung speichern wir die angegebene
            Rechnungsadresse für die Rechnungsstellung und löschen sie hier nach{' '}
            {days(RETENTION_DAYS.renewalRequests)}. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, für die
            daraus erstellten Rechnungen Art. 6 Abs. 1 lit. c DSGVO (handels- und steuerrechtliche
            Aufbewahrungspflichten, bis zu 10 Jahre; die Rechnungen bewahren wir in unserer Buchhaltung auf).
            Die Bezahlung erfolgt bei PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg; dort gilt die
            Datenschutzerklärung von PayPal.
          </p>
          <h3>Suche und Umkreissuche</h3>
          <p>
            Suchbegriffe und eine eingegebene Postleitzahl verwenden wir nur, um Ihnen passende Anbieter und
            Vorschläge zu zeigen; wir legen dazu kein Profil an und speichern sie nicht in Ihrem Konto (nur
            als Teil der aufgerufenen Adresse in den oben genannten Server-Protokollen). Die Entfernungen
            berechnen wir auf unserem eigenen Server; es werden keine Kartendienste Dritter aufgerufen. Die
            Zuordnung von Postleitzahlen zu Orten und Koordinaten beruht auf offenen Daten (Quellen im{' '}
            <Link to="/impressum">Impressum</Link>).
          </p>
          <h3>Kontaktformular</h3>
          <p>
            Name, E-Mail-Adresse und Nachricht verwenden wir, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1
            lit. b bzw. f DSGVO). Wir löschen sie, wenn das Anliegen erledigt ist, spätestens nach{' '}
            {days(RETENTION_DAYS.contactMessages)}.
          </p>
          <h3>E-Mails, die wir Ihnen senden</h3>
          <p>
            Benachrichtigungen (z. B. zu Anfragen, Bewertungen oder Ihrem Eintrag) speichern wir bis zum
            Versand und danach noch {RETENTION_DAYS.sentMails} Tage, um Rückfragen zur Zustellung beantworten
            zu können (Art. 6 Abs. 1 lit. f DSGVO); dann löschen wir sie.
          </p>
          <h3>Meldungen rechtswidriger Inhalte</h3>
          <p>
            Über „Inhalt melden“ können Sie uns Bewertungen oder Einträge melden (Art. 16 Digital Services
            Act). Wir speichern Ihre Begründung, den gemeldeten Inhalt, den Zeitpunkt, freiwillig Ihre
            E-Mail-Adresse (um Ihnen unsere Entscheidung mitzuteilen) und, wenn Sie angemeldet sind, Ihr
            Nutzerkonto. Wer den Inhalt verfasst hat, erfährt von uns nicht, wer ihn gemeldet hat.
            Rechtsgrundlage: Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 16 und 17 Digital Services Act.
            Offene Meldungen bewahren wir bis zur Entscheidung auf, entschiedene Meldungen löschen wir{' '}
            {days(RETENTION_DAYS.decidedReports)} nach der Entscheidung – so lange können Betroffene eine
            Entscheidung überprüfen lassen.
          </p>

          <h2>4. Empfänger</h2>
          <p>
            Ihre Daten erhalten nur: der von Ihnen angefragte Anbieter (Ihre Anfrage), unser
            Hosting-Dienstleister und unser E-Mail-Dienstleister als Auftragsverarbeiter nach Art. 28 DSGVO,
            sowie PayPal bei einer Zahlung. Wir verkaufen keine Daten und übermitteln keine Daten in Länder
            außerhalb der EU bzw. des EWR, soweit nicht oben genannt.
          </p>

          <h2>5. Sicherheit</h2>
          <p>
            Die Übertragung erfolgt verschlüsselt (TLS). Passwörter speichern wir nur als Hash. Der Zugriff
            auf Daten ist auf Administratoren beschränkt.
          </p>

          <h2>6. Ihre Rechte</h2>
          <ul>
            <li>
              Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO) – unter „Mein Profil“ › „Meine Daten“ mit
              „Meine Daten herunterladen“ jederzeit selbst als Datei
            </li>
            <li>
              Berichtigung unrichtiger Daten (Art. 16 DSGVO) – vieles können Sie selbst unter „Mein Profil“
              ändern
            </li>
            <li>
              Löschung (Art. 17 DSGVO) – Ihr Konto löschen Sie selbst unter „Meine Daten“ – und Einschränkung
              der Verarbeitung (Art. 18 DSGVO)
            </li>
            <li>Datenübertragbarkeit (Art. 20 DSGVO) – der Download ist eine maschinenlesbare JSON-Datei</li>
            <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)</li>
            <li>Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)</li>
            <li>
              Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), etwa der Behörde Ihres
              Bundeslandes
            </li>
          </ul>
          <p>
            Schreiben Sie uns dazu formlos an{' '}
            <a href={`mailto:${site.operator_email}`}>{site.operator_email}</a>.
          </p>

          <h2>7. Pflicht zur Angabe</h2>
          <p>
            Die als Pflichtfelder markierten Angaben brauchen wir, um die jeweilige Funktion anbieten zu
            können. Ohne sie ist z. B. keine Registrierung oder Anfrage möglich. Eine automatisierte
            Entscheidungsfindung oder Profilbildung findet nicht statt.
          </p>
        </>
      )}
    </LegalPage>
  );
}
