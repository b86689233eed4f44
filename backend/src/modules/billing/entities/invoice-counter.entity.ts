import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * The last invoice number given per year. Issuing an invoice raises it in the same transaction
 * that writes the invoice (a row lock on MariaDB, SQLite's write lock), so numbers are unique and
 * without gaps across instances: a rolled-back invoice gives its number back.
 */
@Entity('invoice_counters')
@Index('uq_invoice_counters_jahr', ['jahr'], { unique: true })
export class InvoiceCounterEntity extends WithGeneratedId {
  @Col.Int() jahr!: number;

  @Col.Count() letzteNummer!: number;
}
