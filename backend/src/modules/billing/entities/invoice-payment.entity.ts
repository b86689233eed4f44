import type { PaymentKind } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import {
  CentColumn,
  DayColumn,
  ForeignId,
  ShortTextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
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
  @ForeignId('invoices', 'fk_payment_invoice', 'RESTRICT') rechnungId!: number;

  /** The day the money arrived (Berlin calendar day). */
  @DayColumn() datum!: string;

  @CentColumn() betragCent!: number;

  @ShortTextColumn(20) art!: PaymentKind;

  @ShortTextColumn(20) quelle!: 'manuell' | 'kontoauszug';

  @ShortTextColumn(191, { nullable: true }) importKey!: string | null;

  /** The listing's new end when this payment settled the invoice. */
  @DayColumn({ nullable: true }) verlaengertBis!: string | null;

  @TimestampColumn() erstelltAm!: Date;
}
