import { Link } from 'react-router-dom';
import { OperatorBlock } from '@/features/site/components/operator-block';
import { LegalPage } from '@/app/routes/legal-layout';

export default function ImprintRoute() {
  return (
    <LegalPage title="Impressum">
      {(site) => (
        <>
          <h2>Angaben gemäß § 5 DDG</h2>
          <OperatorBlock site={site} />
          <h2>Kontakt</h2>
          <p>
            E-Mail: <a href={`mailto:${site.operator_email}`}>{site.operator_email}</a>
            <br />
            Oder nutzen Sie unser <Link to="/kontakt">Kontaktformular</Link>.
          </p>
          <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
          <p>{site.operator_name}, Anschrift wie oben.</p>
          <h2>Verbraucherstreitbeilegung</h2>
          <p>
            Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen.
          </p>
          <h2>Haftung für Inhalte und Links</h2>
          <p>
            Die Einträge der Anbieter stammen von den Anbietern selbst. Für Inhalte externer Websites, auf die
            wir verlinken, sind ausschließlich deren Betreiber verantwortlich. Werden uns Rechtsverletzungen
            bekannt, entfernen wir die betreffenden Inhalte umgehend.
          </p>
        </>
      )}
    </LegalPage>
  );
}
