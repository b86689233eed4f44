import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { FREE_LISTING_LABEL, RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

type Audience = 'seekers' | 'providers';

const TABS = [
  { key: 'seekers', label: 'Für Suchende' },
  { key: 'providers', label: 'Für Anbieter' },
] as const;

export default function HowItWorksRoute() {
  useDocumentTitle("So funktioniert's");
  const [tab, setTab] = useState<Audience>('seekers');
  return (
    <div className="prose stack">
      <h1>So funktioniert&apos;s</h1>
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Zielgruppe">
        {tab === 'seekers' ? (
          <ol className="stack">
            <li>
              <strong>Suchen und stöbern:</strong> Nutzen Sie die Suche oder stöbern Sie durch die Kategorien
              auf der Startseite.
            </li>
            <li>
              <strong>Kostenlos registrieren:</strong> Mit einem Konto sehen Sie Bewertungen und können
              Anbieter anfragen.
            </li>
            <li>
              <strong>Anfrage senden:</strong> Wählen Sie Ihr Wunschdatum und schreiben Sie dem Anbieter – er
              antwortet Ihnen direkt.
            </li>
            <li>
              <strong>Bewerten:</strong> Nach Ihrem Event finden Sie die Anfrage unter „Offene Bewertungen“ in
              Ihrem Profil und können den Anbieter bewerten.
            </li>
          </ol>
        ) : (
          <ol className="stack">
            <li>
              <strong>Bewerben:</strong> Füllen Sie das Formular unter{' '}
              <Link to="/anbieter-werden">Anbieter werden</Link> aus.
            </li>
            <li>
              <strong>Freischaltung:</strong> Wir prüfen Ihre Angaben und schalten Ihren Eintrag frei – die
              ersten {FREE_LISTING_LABEL} kostenlos.
            </li>
            <li>
              <strong>Anfragen erhalten:</strong> Interessierte erreichen Sie per E-Mail über Event-Kompass.
            </li>
            <li>
              <strong>Verlängern:</strong> Danach kostet der Eintrag {RENEWAL_PRICE_LABEL} pro Jahr; wir
              erinnern Sie rechtzeitig.
            </li>
          </ol>
        )}
      </Tabs>
      <p>
        <Link to="/">Zurück zur Startseite</Link>
      </p>
    </div>
  );
}
