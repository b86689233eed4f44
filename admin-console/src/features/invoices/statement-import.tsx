import { useEffect, useId, useRef, useState } from 'react';
import {
  type AdminInvoice,
  euroLabel,
  germanDate,
  invoiceNumberIn,
  type MatchedStatementLine,
  type OpenStatementLine,
  type StatementImportResult,
} from '@event-kompass/shared-types';
import { errorMessage, type ApiClient } from '@event-kompass/web-client';
import { Alert } from '@admin/components/alert';
import { BusyButton } from '@admin/components/busy-button';
import { dateColumn } from '@admin/components/columns';
import { DataTable, type Column } from '@admin/components/data-table';
import { FileField } from '@admin/components/fields';
import { importStatement } from '@admin/features/invoices/invoices-api';
import {
  InvoiceStatusBadge,
  isUnpaid,
  ListingLink,
  renewedUntil,
} from '@admin/features/invoices/invoice-parts';

export const NO_FILE_CHOSEN = 'Bitte wählen Sie zuerst einen Kontoauszug (CAMT.053, XML-Datei) aus.';
const IMPORT_FAILED = 'Der Kontoauszug konnte nicht importiert werden.';

const lines = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The one sentence after an import; "Nichts neu zugeordnet" also answers a statement imported twice. */
export function importSummary(result: StatementImportResult): string {
  const matched = result.zugeordnet.length;
  const open = result.offen.length;
  const booked =
    matched > 0
      ? `${lines(matched, 'Zahlung', 'Zahlungen')} zugeordnet und gebucht.`
      : 'Nichts neu zugeordnet (schon gebuchte Zahlungen eines Auszugs werden nicht doppelt gebucht).';
  return open > 0 ? `${booked} ${lines(open, 'Gutschrift bleibt', 'Gutschriften bleiben')} offen.` : booked;
}

interface MatchedRow extends MatchedStatementLine {
  key: number;
  /** The invoice as the list shows it after the import. */
  invoice: AdminInvoice | undefined;
}

interface OpenRow extends OpenStatementLine {
  key: number;
  /** The invoice the reference names, when the list has it. */
  invoice: AdminInvoice | undefined;
}

const amountColumn = <T extends { betrag_cent: number }>(): Column<T> => ({
  id: 'betrag',
  header: 'Betrag',
  cell: (row) => euroLabel(row.betrag_cent),
  sortValue: (row) => row.betrag_cent,
  searchText: (row) => euroLabel(row.betrag_cent),
});

const MATCHED_COLUMNS: Column<MatchedRow>[] = [
  {
    id: 'rechnung',
    header: 'Rechnung',
    cell: (row) =>
      row.invoice ? (
        <a href={row.invoice.pdf_url} target="_blank" rel="noopener noreferrer">
          {row.rechnung}
        </a>
      ) : (
        row.rechnung
      ),
    sortValue: (row) => row.rechnung,
  },
  amountColumn<MatchedRow>(),
  {
    id: 'eintrag',
    header: 'Eintrag',
    cell: (row) => {
      if (!row.invoice) return <span className="ac-muted">–</span>;
      const until = renewedUntil(row.invoice);
      return (
        <>
          <ListingLink invoice={row.invoice} />
          {until ? <div>verlängert bis {germanDate(until)}</div> : null}
        </>
      );
    },
    sortValue: (row) => row.invoice?.anbieter_name,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (row.invoice ? <InvoiceStatusBadge invoice={row.invoice} /> : '–'),
    searchText: false,
  },
];

const OPEN_COLUMNS: Column<OpenRow>[] = [
  dateColumn<OpenRow>('datum', 'Datum', (row) => row.datum),
  amountColumn<OpenRow>(),
  {
    id: 'verwendungszweck',
    // Short: on phones the header is the label beside the value, where „Verwendungszweck“ broke mid-word.
    header: 'Zweck',
    cell: (row) => row.verwendungszweck || <span className="ac-muted">–</span>,
    sortValue: (row) => row.verwendungszweck,
  },
  {
    id: 'name',
    header: 'Name',
    cell: (row) => row.name || <span className="ac-muted">–</span>,
    sortValue: (row) => row.name,
  },
  {
    id: 'rechnung',
    header: 'Rechnung',
    cell: (row) =>
      row.invoice ? (
        <>
          {row.invoice.nummer} <InvoiceStatusBadge invoice={row.invoice} />
          {isUnpaid(row.invoice) ? (
            <div className="ac-muted">
              offen: {euroLabel(row.invoice.betrag_cent - row.invoice.bezahlt_cent)}
            </div>
          ) : null}
        </>
      ) : (
        <span className="ac-muted">keine erkannt</span>
      ),
    sortValue: (row) => row.invoice?.nummer,
  },
];

export interface StatementImportProps {
  api: ApiClient;
  /** The invoice list as loaded now: what a match paid and renewed, which invoice an open line names. */
  invoices: readonly AdminInvoice[];
  /** Keys of the open lines booked by hand since the import. */
  bookedLines: ReadonlySet<string>;
  /** After an import, so the list shows the paid invoices and the renewed listings. */
  onImported: () => Promise<void>;
  /** Opens the manual payment for the invoice an open line names, with the line's day and amount. */
  onRecordPayment: (invoice: AdminInvoice, line: OpenStatementLine) => void;
}

/**
 * „Kontoauszug importieren (CAMT.053)“ in the „Rechnungen“ tab: the server books every credit that
 * names an invoice with its open amount (which renews the listing); the rest is listed for a booking
 * by hand.
 */
export function StatementImport({
  api,
  invoices,
  bookedLines,
  onImported,
  onRecordPayment,
}: StatementImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const openHintId = useId();

  // Keyboard and screen reader users land on what the import did.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function run() {
    if (!file) {
      setError(NO_FILE_CHOSEN);
      return;
    }
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await importStatement(api, file);
      await onImported();
      setResult(answer);
    } catch (e) {
      setError(errorMessage(e, IMPORT_FAILED));
    } finally {
      setBusy(false);
    }
  }

  const byNumber = new Map(invoices.map((invoice) => [invoice.nummer, invoice]));
  const matched: MatchedRow[] = (result?.zugeordnet ?? []).map((line, key) => ({
    ...line,
    key,
    invoice: byNumber.get(line.rechnung),
  }));
  const open: OpenRow[] = (result?.offen ?? []).map((line, key) => {
    const nummer = invoiceNumberIn(line.verwendungszweck);
    return { ...line, key, invoice: nummer ? byNumber.get(nummer) : undefined };
  });

  return (
    <section className="ac-card ac-statement" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h3 id={titleId} className="ac-card__title">
        Kontoauszug importieren (CAMT.053)
      </h3>
      <p>
        Laden Sie den Kontoauszug Ihrer Bank als CAMT.053-Datei (XML) hoch. Jede Gutschrift, deren
        Verwendungszweck eine Rechnungsnummer nennt und deren Betrag genau dem offenen Betrag entspricht, wird
        als Zahlung gebucht: Die Rechnung ist dann bezahlt und der Eintrag um 12 Monate verlängert. Ein
        zweiter Import desselben Auszugs bucht nichts doppelt.
      </p>
      <Alert message={error} onDismiss={() => setError(null)} />
      <FileField
        label="Kontoauszug (CAMT.053, XML-Datei)"
        hint="Den Tagesauszug finden Sie im Online-Banking meist unter „Kontoauszüge“ › „CAMT.053“ oder „XML“."
        accept=".xml,application/xml,text/xml"
        disabled={busy}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <BusyButton busy={busy} busyLabel="Kontoauszug wird importiert…" onClick={run}>
        Kontoauszug importieren
      </BusyButton>
      {result ? (
        <div className="ac-statement__result">
          <h4 ref={resultHeading} tabIndex={-1} className="ac-statement__heading">
            Ergebnis des Imports
          </h4>
          <Alert message={importSummary(result)} kind="success" />
          {matched.length > 0 ? (
            <>
              <h4 className="ac-statement__heading">Zugeordnet ({matched.length})</h4>
              <DataTable
                caption="Zugeordnete Gutschriften"
                searchLabel="Zugeordnete suchen"
                rows={matched}
                columns={MATCHED_COLUMNS}
                rowKey={(row) => row.key}
                emptyText="Nichts neu zugeordnet."
              />
            </>
          ) : null}
          {open.length > 0 ? (
            <>
              <h4 className="ac-statement__heading">Offen ({open.length})</h4>
              <p id={openHintId} className="ac-warning">
                Diese Gutschriften konnten keiner Rechnung zugeordnet werden (keine Rechnungsnummer im
                Verwendungszweck, oder der Betrag weicht vom offenen Betrag ab). Sie sind noch nicht gebucht:
                Bitte prüfen Sie sie und erfassen Sie die Zahlung bei Bedarf von Hand („Zahlung erfassen“).
              </p>
              <DataTable
                caption="Offene Gutschriften, von Hand zu buchen"
                searchLabel="Offene suchen"
                rows={open}
                columns={OPEN_COLUMNS}
                rowKey={(row) => row.key}
                emptyText="Keine offenen Gutschriften."
                actions={(row) =>
                  bookedLines.has(row.schluessel) ? (
                    <span className="ac-badge ac-badge--ok">von Hand gebucht</span>
                  ) : row.invoice && row.invoice.art === 'rechnung' && isUnpaid(row.invoice) ? (
                    <button
                      type="button"
                      className="ac-button ac-button--small"
                      aria-label={`Gutschrift vom ${germanDate(row.datum)} über ${euroLabel(row.betrag_cent)} als Zahlung zu ${row.invoice.nummer} erfassen`}
                      onClick={() => row.invoice && onRecordPayment(row.invoice, row)}
                    >
                      Zahlung erfassen
                    </button>
                  ) : (
                    <span className="ac-muted">
                      {row.invoice ? 'keine Zahlung offen' : 'Rechnung in der Liste suchen'}
                    </span>
                  )
                }
              />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
