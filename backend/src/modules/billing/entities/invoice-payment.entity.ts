import type { PaymentKind } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * Money received for an invoice: recorded by an admin, or a credit line of an imported bank
 * statement. `import_key` names such a line uniquely (e.g. the bank's entry reference with the
 * statement's id), so importing the same statement again books nothing twice; manual payments
 * leave it null (both engines allow many NULLs in a unique index).
 */
@Entity('invoice_payments')
@Index('ix_invoice_payments_rechnung', ['rechnungId'])
@Index('uq_invoice_payments_import', ['importKey'], { unique: true })
export class InvoicePaymentEntity extends WithGeneratedId {
  @Col.ForeignId('invoices', 'fk_payment_invoice', 'RESTRICT') rechnungId!: number;

  /** The day the money arrived (Berlin calendar day). */
  @Col.Day() datum!: string;

  @Col.Cent() betragCent!: number;

  @Col.ShortText(20) art!: PaymentKind;

  @Col.ShortText(20) quelle!: 'manuell' | 'kontoauszug';

  @Col.ShortText(191, { nullable: true }) importKey!: string | null;

  /** The listing's new end when this payment settled the invoice. */
  @Col.Day({ nullable: true }) verlaengertBis!: string | null;

  @Col.Timestamp() erstelltAm!: Date;
}
