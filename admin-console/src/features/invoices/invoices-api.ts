import {
  type AdminInvoice,
  type InvoicePaymentRequest,
  STATEMENT_UPLOAD_FIELD,
  type StatementImportResult,
} from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

/** Every invoice, newest first; the tab filters by status itself. */
export const fetchInvoices = (api: ApiClient) => api.get<AdminInvoice[]>('/api/admin/invoices');

/** The payment that settles an invoice renews its listing on the server. */
export const recordPayment = (api: ApiClient, id: number, payment: InvoicePaymentRequest) =>
  api.send<AdminInvoice>('POST', `/api/admin/invoices/${id}/zahlungen`, payment);

/** Issues the cancellation invoice (its own number); a second storno is refused with a `msg`. */
export const cancelInvoice = (api: ApiClient, id: number) =>
  api.send<AdminInvoice>('POST', `/api/admin/invoices/${id}/storno`);

/** Books a CAMT.053 statement's credits to the invoices they name; a second import books nothing twice. */
export async function importStatement(api: ApiClient, file: File): Promise<StatementImportResult> {
  const form = new FormData();
  form.append(STATEMENT_UPLOAD_FIELD, file, file.name);
  return JSON.parse(await api.upload('/api/admin/kontoauszuege', form)) as StatementImportResult;
}
