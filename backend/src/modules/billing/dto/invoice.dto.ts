import {
  INVOICE_STATUSES,
  type InvoicePaymentRequest,
  type InvoiceStatus,
  PAYMENT_KINDS,
  type PaymentKind,
  STATEMENT_LINE_KEY_PATTERN,
} from '@event-kompass/shared-types';
import {
  IntegerField,
  IsoDateField,
  OneOfField,
  OptionalOneOfField,
  OptionalPatternField,
} from '../../../common/pipes/fields';

/** A payment is at most this many cent (100 000 €): a typo in the amount is refused, not booked. */
export const MAX_PAYMENT_CENT = 10_000_000;

export class InvoicePaymentDto implements InvoicePaymentRequest {
  @IsoDateField('Datum', { optional: false })
  datum!: string;

  @IntegerField('Betrag (Cent)', { min: 1, max: MAX_PAYMENT_CENT })
  betrag_cent!: number;

  @OneOfField('Zahlungsart', PAYMENT_KINDS)
  art!: PaymentKind;

  @OptionalPatternField(
    'Buchung des Kontoauszugs',
    STATEMENT_LINE_KEY_PATTERN,
    'die Kennung einer offenen Buchung aus dem Kontoauszug-Import',
  )
  kontoauszug_schluessel?: string | null;
}

export class InvoiceListQuery {
  @OptionalOneOfField('Status', INVOICE_STATUSES)
  status?: InvoiceStatus | null;
}
