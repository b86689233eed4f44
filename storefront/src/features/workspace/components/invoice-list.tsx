import { euroLabel, germanDate, type InvoiceStatus } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import { getOwnInvoices } from '@/features/workspace/api/own-invoices';

const STATUS_TEXT: Record<InvoiceStatus, string> = {
  offen: 'Offen',
  bezahlt: 'Bezahlt',
  storniert: 'Storniert',
  ueberfaellig: 'Überfällig',
};

/** "Mein Eintrag" → "Rechnungen": each invoice with its status and the PDF. */
export function InvoiceList({ listingId }: { listingId: number }) {
  const invoices = useListingRequest(getOwnInvoices, listingId, 'Rechnungen konnten nicht geladen werden');
  if (invoices.loading && !invoices.data) return <Loading />;
  if (invoices.error) return <Alert>{invoices.error}</Alert>;
  const list = invoices.data ?? [];
  if (list.length === 0) {
    return <p className="muted">Noch keine Rechnungen. Eine Rechnung erhalten Sie mit jeder Verlängerung.</p>;
  }
  return (
    <ul className="invoice-list stack" aria-label="Rechnungen">
      {list.map((invoice) => (
        <li key={invoice.nummer} className="card invoice-list__item">
          <div>
            <strong>
              {invoice.art === 'storno' ? `Stornorechnung ${invoice.nummer}` : `Rechnung ${invoice.nummer}`}
            </strong>
            <div className="muted">
              vom {germanDate(invoice.datum)}
              {invoice.art === 'rechnung' && invoice.status !== 'bezahlt' && invoice.status !== 'storniert'
                ? `, fällig am ${germanDate(invoice.faellig_am)}`
                : ''}
            </div>
          </div>
          <div>{euroLabel(invoice.betrag_cent)}</div>
          <div>
            <span className={`status status--${invoice.status}`}>{STATUS_TEXT[invoice.status]}</span>
          </div>
          <a href={invoice.pdf_url} download={`${invoice.nummer}.pdf`}>
            PDF herunterladen
          </a>
        </li>
      ))}
    </ul>
  );
}
