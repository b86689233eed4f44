import { useState } from 'react';
import {
  type AdminInvoice,
  berlinToday,
  euroLabel,
  germanDate,
  type InvoicePaymentRequest,
  type InvoiceStatus,
  type PaymentKind,
} from '@event-kompass/shared-types';
import { companyColumn, dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { SelectField, TextField, useFormFields } from '@admin/components/fields';
import { FormDialog } from '@admin/components/form-dialog';
import { ListPage, useListPage, type RowConfirmation, type RowFilter } from '@admin/components/list-page';
import { cancelInvoice, fetchInvoices, recordPayment } from '@admin/features/invoices/invoices-api';
import {
  InvoiceStatusBadge,
  isUnpaid,
  ListingLink,
  STATUS_TEXT,
} from '@admin/features/invoices/invoice-parts';
import { StatementImport } from '@admin/features/invoices/statement-import';

const KIND_TEXT: Record<PaymentKind, string> = {
  ueberweisung: 'Überweisung',
  paypal: 'PayPal',
  bar: 'Bar',
};

const cancel: RowConfirmation<AdminInvoice> = {
  button: 'Stornieren',
  buttonLabel: (invoice) => `${invoice.nummer} stornieren`,
  title: 'Rechnung stornieren',
  message: (invoice) =>
    `Zu ${invoice.nummer} (${euroLabel(invoice.betrag_cent)}) eine Stornorechnung mit eigener Nummer ausstellen? Die Rechnung selbst bleibt unverändert.`,
  confirmLabel: 'Stornieren',
  send: (api, invoice) => cancelInvoice(api, invoice.id),
  success: (invoice) => `Die Rechnung ${invoice.nummer} wurde storniert.`,
  fallbackError: 'Stornieren fehlgeschlagen',
  then: 'reload',
};

const statusFilter: RowFilter<AdminInvoice, InvoiceStatus> = {
  label: 'Status',
  all: 'Alle',
  options: STATUS_TEXT,
  matches: (invoice, status) => invoice.status === status,
  emptyText: 'Keine Rechnungen mit diesem Status.',
};

/** Euros as typed ("40", "40,00", "12,5") to cent; null when it is not an amount. */
export function centsFrom(text: string): number | null {
  const match = /^(\d{1,6})(?:[,.](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** What the payment dialog opens with: the open amount today, or a bank statement line's. */
export interface PaymentPreset {
  datum: string;
  betrag_cent: number;
  /** The statement line's key: booked with it, no later import books the line again. */
  schluessel?: string;
}

function PaymentDialog({
  invoice,
  preset,
  onClose,
  onSave,
}: {
  invoice: AdminInvoice;
  preset?: PaymentPreset;
  onClose: () => void;
  onSave: (payment: InvoicePaymentRequest) => Promise<void>;
}) {
  const open = invoice.betrag_cent - invoice.bezahlt_cent;
  const fields = useFormFields(() => ({
    datum: preset?.datum ?? berlinToday(),
    betrag: euroLabel(preset?.betrag_cent ?? Math.max(open, 0)).replace(' €', ''),
    art: 'ueberweisung' as PaymentKind,
  }));
  return (
    <FormDialog
      title={`Zahlung zu ${invoice.nummer} erfassen`}
      onClose={onClose}
      onSubmit={async () => {
        const cents = centsFrom(fields.form.betrag);
        if (cents === null || cents < 1)
          throw new Error('Bitte geben Sie einen Betrag in Euro an, z. B. 40,00.');
        await onSave({
          datum: fields.form.datum,
          betrag_cent: cents,
          art: fields.form.art,
          kontoauszug_schluessel: preset?.schluessel ?? null,
        });
      }}
    >
      <TextField label="Eingang am" type="date" required {...fields.text('datum')} />
      <TextField
        label="Betrag (€)"
        inputMode="decimal"
        required
        hint={`Offen: ${euroLabel(open)}. Ist die Rechnung damit bezahlt, wird der Eintrag um 12 Monate verlängert.`}
        {...fields.text('betrag')}
      />
      <SelectField
        label="Zahlungsart"
        options={KIND_TEXT}
        value={fields.form.art}
        onChange={(art) => fields.set('art', art)}
      />
    </FormDialog>
  );
}

/** The "Rechnungen" tab: invoices by status, their PDFs, payments and listing; record a payment, cancel. */
export function InvoicesPage() {
  const page = useListPage(fetchInvoices);
  const [paying, setPaying] = useState<{ invoice: AdminInvoice; preset?: PaymentPreset } | null>(null);
  // Statement lines booked by hand here: their rows in the import's result say so.
  const [bookedLines, setBookedLines] = useState<ReadonlySet<string>>(new Set());

  const columns: Column<AdminInvoice>[] = [
    {
      id: 'nummer',
      header: 'Nummer',
      cell: (invoice) => (
        <>
          <a href={invoice.pdf_url} target="_blank" rel="noopener noreferrer">
            {invoice.nummer}
          </a>
          {invoice.storno_zu ? <div className="ac-muted">Storno zu {invoice.storno_zu}</div> : null}
          {invoice.storno_nummer ? (
            <div className="ac-muted">storniert durch {invoice.storno_nummer}</div>
          ) : null}
        </>
      ),
      sortValue: (invoice) => invoice.nummer,
      searchText: (invoice) => invoice.nummer,
    },
    dateColumn('datum', 'Datum', (invoice) => invoice.datum),
    companyColumn((invoice) => ({ name: invoice.empfaenger.name, email: invoice.email })),
    {
      id: 'eintrag',
      header: 'Eintrag',
      cell: (invoice) => <ListingLink invoice={invoice} />,
      sortValue: (invoice) => invoice.anbieter_name,
      searchText: (invoice) => invoice.anbieter_name,
    },
    {
      id: 'betrag',
      header: 'Betrag',
      cell: (invoice) => euroLabel(invoice.betrag_cent),
      sortValue: (invoice) => invoice.betrag_cent,
      searchText: false,
    },
    {
      id: 'zahlungen',
      header: 'Zahlungen',
      cell: (invoice) =>
        invoice.zahlungen.length === 0 ? (
          <span className="ac-muted">–</span>
        ) : (
          <ul className="ac-plain-list">
            {invoice.zahlungen.map((payment) => (
              <li key={payment.id}>
                {germanDate(payment.datum)}: {euroLabel(payment.betrag_cent)} ({KIND_TEXT[payment.art]})
                {payment.verlaengert_bis ? ` – verlängert bis ${germanDate(payment.verlaengert_bis)}` : ''}
              </li>
            ))}
          </ul>
        ),
      sortValue: (invoice) => invoice.bezahlt_cent,
      searchText: false,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (invoice) => (
        <InvoiceStatusBadge
          invoice={invoice}
          suffix={isUnpaid(invoice) ? ` (fällig ${germanDate(invoice.faellig_am)})` : ''}
        />
      ),
      sortValue: (invoice) => invoice.status,
      searchText: (invoice) => STATUS_TEXT[invoice.status],
    },
  ];

  return (
    <ListPage
      page={page}
      title="Rechnungen"
      intro="Jede Verlängerung stellt eine Rechnung aus. Erfassen Sie Zahlungen, sobald das Geld da ist: Die Zahlung, mit der eine Rechnung bezahlt ist, verlängert den Eintrag um 12 Monate. Rechnungen werden nie geändert; eine Korrektur ist eine Stornorechnung mit eigener Nummer."
      columns={columns}
      initialSort={{ columnId: 'nummer', direction: 'desc' }}
      filter={statusFilter}
      edit={{
        button: 'Zahlung erfassen',
        buttonLabel: (invoice) => `Zahlung zu ${invoice.nummer} erfassen`,
        onClick: (invoice) => setPaying({ invoice }),
        when: (invoice) => invoice.art === 'rechnung' && invoice.status !== 'storniert',
      }}
      confirm={cancel}
    >
      <StatementImport
        api={page.api}
        invoices={page.data ?? []}
        bookedLines={bookedLines}
        onImported={page.reload}
        onRecordPayment={(invoice, line) =>
          setPaying({
            invoice,
            preset: { datum: line.datum, betrag_cent: line.betrag_cent, schluessel: line.schluessel },
          })
        }
      />
      {paying ? (
        <PaymentDialog
          key={paying.invoice.id}
          invoice={paying.invoice}
          preset={paying.preset}
          onClose={() => setPaying(null)}
          onSave={async (payment) => {
            const { invoice } = paying;
            await page.change(() => recordPayment(page.api, invoice.id, payment), {
              success: `Zahlung zu ${invoice.nummer} erfasst.`,
              fallbackError: 'Die Zahlung konnte nicht erfasst werden.',
            });
            const line = payment.kontoauszug_schluessel;
            if (line) setBookedLines((booked) => new Set(booked).add(line));
            setPaying(null);
          }}
        />
      ) : null}
    </ListPage>
  );
}
