import { DetailList } from '@/components/ui/detail-list';
import { Link } from '@/components/ui/link';
import type { SiteInfo } from '@event-kompass/shared-types';
import { OperatorBlock } from '@/features/site/components/operator-block';
import { LegalPage } from '@/app/routes/legal-layout';

/** What § 5 DDG asks of companies, each line only when the operator configured it. */
function ImprintDetails({ site }: { site: SiteInfo }) {
  const lines: [string, string | null][] = [
    ['Rechtsform', site.operator_legal_form],
    ['Vertreten durch', site.operator_representative],
    ['Registereintrag', site.operator_register],
    ['Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG', site.operator_vat_id],
  ];
  const present = lines.filter((line): line is [string, string] => line[1] !== null);
  if (present.length === 0) return null;
  return <DetailList className="imprint-details" rows={present} />;
}

export default function ImprintRoute() {
  return (
    <LegalPage title="Impressum">
      {(site) => (
        <>
          <h2>Angaben gemäß § 5 DDG</h2>
          <OperatorBlock site={site} />
          <ImprintDetails site={site} />
          <h2>Kontakt</h2>
          <p>
            E-Mail: <a href={`mailto:${site.operator_email}`}>{site.operator_email}</a>
            {site.operator_phone ? (
              <>
                <br />
                Telefon:{' '}
                <a href={`tel:${site.operator_phone.replace(/[^+0-9]/g, '')}`}>{site.operator_phone}</a>
              </>
            ) : null}
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
          <h2>Quellen</h2>
          <p>
            {/* ODbL and CC BY 4.0 ask for this attribution wherever the data is used. */}
            Postleitzahlen-Daten: ©{' '}
            <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a> (
            <a href="https://opendatacommons.org/licenses/odbl/">ODbL</a>
            ), Ortskoordinaten: <a href="https://www.geonames.org/">GeoNames</a> (
            <a href="https://creativecommons.org/licenses/by/4.0/deed.de">CC BY 4.0</a>)
          </p>
        </>
      )}
    </LegalPage>
  );
}
