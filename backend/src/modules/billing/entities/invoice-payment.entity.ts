import type { PaymentKind } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
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
  @Column({ name: 'rechnung_id', type: 'int' })
  rechnungId!: number;

  @ForeignKey({ table: 'invoices', column: 'rechnung_id', name: 'fk_payment_invoice', onDelete: 'RESTRICT' })
  readonly rechnung?: unknown;

  /** The day the money arrived (Berlin calendar day). */
  @Column({ type: 'date' })
  datum!: string;

  @Column({ name: 'betrag_cent', type: 'int' })
  betragCent!: number;

  @Column({ type: 'varchar', length: 20 })
  art!: PaymentKind;

  @Column({ type: 'varchar', length: 20 })
  quelle!: 'manuell' | 'kontoauszug';

  @Column({ name: 'import_key', type: 'varchar', length: 191, nullable: true })
  importKey!: string | null;

  /** The listing's new end when this payment settled the invoice. */
  @Column({ name: 'verlaengert_bis', type: 'date', nullable: true })
  verlaengertBis!: string | null;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
