import {
  INVOICE_STATUSES,
  type InvoicePaymentRequest,
  type InvoiceStatus,
  PAYMENT_KINDS,
  type PaymentKind,
} from '@event-kompass/shared-types';
import { IntegerField, IsoDateField, OneOfField, OptionalOneOfField } from '../../../common/pipes/fields';

/** A payment is at most this many cent (100 000 €): a typo in the amount is refused, not booked. */
export const MAX_PAYMENT_CENT = 10_000_000;

export class InvoicePaymentDto implements InvoicePaymentRequest {
  @IsoDateField('Datum', { optional: false })
  datum!: string;

  @IntegerField('Betrag (Cent)', { min: 1, max: MAX_PAYMENT_CENT })
  betrag_cent!: number;

  @OneOfField('Zahlungsart', PAYMENT_KINDS)
  art!: PaymentKind;
}

export class InvoiceListQuery {
  @OptionalOneOfField('Status', INVOICE_STATUSES)
  status?: InvoiceStatus | null;
}
