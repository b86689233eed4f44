import { germanMonth, type MonthFigures } from '@event-kompass/shared-types';
import { type MonthColumn, MonthTable } from '@event-kompass/web-client/month-table';
import { Alert } from '@admin/components/alert';
import { Page } from '@admin/components/page';
import { useApi } from '@admin/lib/api-context';
import { useResource } from '@admin/lib/use-resource';
import { MonthChart } from '@admin/features/overview/month-chart';
import { fetchMonthFigures } from '@admin/features/overview/overview-api';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
export const euros = (cent: number) => euro.format(cent / 100);

/** The table's columns after the month: heading (also the phone card's label) and value. */
const FIGURES: readonly MonthColumn<MonthFigures>[] = [
  ['Neue Anbieter', (m) => m.neue_anbieter],
  ['Anfragen', (m) => m.anfragen],
  ['Buchungen', (m) => m.buchungen],
  ['Berechnet', (m) => euros(m.berechnet_cent)],
  ['Bezahlt', (m) => euros(m.bezahlt_cent)],
];

/** The last 12 months at a glance: activity and money as charts, the exact numbers in a table. */
export function OverviewPage() {
  const api = useApi();
  const figures = useResource(() => fetchMonthFigures(api), 'Daten konnten nicht geladen werden');
  const months = figures.data ?? [];
  const labels = months.map((m) => m.monat);
  const first = months[0] ? germanMonth(months[0].monat) : '';
  const last = months.at(-1) ? germanMonth(months.at(-1)!.monat) : '';
  return (
    <Page
      title="Übersicht"
      intro="Die letzten zwölf Monate: neue Anbieter, Anfragen und Buchungen sowie berechnete und bezahlte Beträge. Die genauen Zahlen stehen in der Tabelle unter den Diagrammen."
    >
      <Alert message={figures.error} onDismiss={figures.clearError} />
      {figures.loading && !figures.data ? <p className="ac-muted">Daten werden geladen…</p> : null}
      {months.length > 0 ? (
        <>
          <div className="ac-chart-grid">
            <MonthChart
              title="Aktivität je Monat"
              description={`Neue Anbieter, Anfragen und Buchungen von ${first} bis ${last}; die Zahlen stehen in der Tabelle „Kennzahlen je Monat“.`}
              months={labels}
              series={[
                {
                  label: 'Neue Anbieter',
                  tone: 'ac-chart__bar--1',
                  values: months.map((m) => m.neue_anbieter),
                },
                { label: 'Anfragen', tone: 'ac-chart__bar--2', values: months.map((m) => m.anfragen) },
                { label: 'Buchungen', tone: 'ac-chart__bar--3', values: months.map((m) => m.buchungen) },
              ]}
            />
            <MonthChart
              title="Umsatz je Monat"
              description={`Berechnete und bezahlte Beträge von ${first} bis ${last}; die Beträge stehen in der Tabelle „Kennzahlen je Monat“.`}
              months={labels}
              format={(cent) => `${Math.round(cent / 100)} €`}
              // 100 € at least, so an empty year still has a readable axis.
              minimum={10_000}
              series={[
                { label: 'Berechnet', tone: 'ac-chart__bar--4', values: months.map((m) => m.berechnet_cent) },
                { label: 'Bezahlt', tone: 'ac-chart__bar--1', values: months.map((m) => m.bezahlt_cent) },
              ]}
            />
          </div>
          <MonthTable
            months={months}
            columns={FIGURES}
            caption="Kennzahlen je Monat"
            classNames={{ wrap: 'ac-table-wrap', table: 'ac-table', caption: 'ac-chart-table-title' }}
            labelCells
          />
        </>
      ) : null}
    </Page>
  );
}
