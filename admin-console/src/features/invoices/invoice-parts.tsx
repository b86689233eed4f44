import type { AdminInvoice, InvoiceStatus } from '@event-kompass/shared-types';

export const STATUS_TEXT: Record<InvoiceStatus, string> = {
  offen: 'Offen',
  bezahlt: 'Bezahlt',
  storniert: 'Storniert',
  ueberfaellig: 'Überfällig',
};

const STATUS_BADGE: Record<InvoiceStatus, string> = {
  offen: 'ac-badge--pending',
  bezahlt: 'ac-badge--ok',
  storniert: '',
  ueberfaellig: 'ac-badge--danger',
};

/** Whether money may still come in for it: open or overdue. */
export const isUnpaid = (invoice: AdminInvoice) =>
  invoice.status === 'offen' || invoice.status === 'ueberfaellig';

export function InvoiceStatusBadge({ invoice, suffix = '' }: { invoice: AdminInvoice; suffix?: string }) {
  return (
    <span className={`ac-badge ${STATUS_BADGE[invoice.status]}`}>
      {STATUS_TEXT[invoice.status]}
      {suffix}
    </span>
  );
}

/** The invoiced listing's public page, or its name when the listing was deleted since. */
export function ListingLink({ invoice }: { invoice: AdminInvoice }) {
  return invoice.anbieter_id === null ? (
    <span className="ac-muted">{invoice.anbieter_name} (gelöscht)</span>
  ) : (
    <a href={`/provider/${invoice.anbieter_id}`} target="_blank" rel="noopener noreferrer">
      {invoice.anbieter_name}
    </a>
  );
}

/** The listing's end after the payment that settled the invoice; null while it is not settled. */
export function renewedUntil(invoice: AdminInvoice): string | null {
  for (const payment of [...invoice.zahlungen].reverse()) {
    if (payment.verlaengert_bis) return payment.verlaengert_bis;
  }
  return null;
}
