import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { insertRow, insertRows } from '../../../database/insert-row';
import { updateRows } from '../../../database/update-rows';
import { InvoiceCounterEntity } from '../entities/invoice-counter.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';

/** Rows per IN (…) list: well below SQLite's and MySQL's parameter limits. */
const CHUNK = 500;

/** An invoice as a payment sees it: who to renew and thank, and what is still open. */
export interface PayableInvoice extends Pick<
  InvoiceEntity,
  'id' | 'nummer' | 'art' | 'bruttoCent' | 'anbieterId' | 'anbieterName' | 'email' | 'empfaengerName'
> {
  /** A cancellation invoice points at it: it takes no payment. */
  cancelled: boolean;
  /** The sum of its payments so far. */
  paidCent: number;
}

/** The only code that touches `invoices`, `invoice_counters` and `invoice_payments`. */
@Injectable()
export class InvoiceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The year's next number, counted in the caller's transaction. Called as its first statement:
   * the UPDATE takes the row lock on MariaDB and SQLite's write lock before anything is read, so
   * a second instance waits here instead of reading a number that is about to be taken, and a
   * rollback (a refused request) gives the number back. The year's first invoice creates the row
   * in the same transaction; two instances doing that at once meet as a deadlock on MariaDB,
   * which the transaction runner repeats.
   */
  async takeNumber(manager: EntityManager, year: number): Promise<number> {
    const raise = () =>
      updateRows(manager, InvoiceCounterEntity, { letzteNummer: () => 'letzte_nummer + 1' }, 'jahr = :year', {
        year,
      });
    if ((await raise()) !== 1) {
      const { inserted } = await insertRow(
        manager,
        InvoiceCounterEntity,
        { jahr: year, letzteNummer: 1 },
        { ignoreDuplicates: true },
      );
      if (inserted) return 1;
      // Another instance created the row meanwhile (and committed): count on it.
      if ((await raise()) !== 1) throw new Error(`Kein Rechnungszähler für ${year}.`);
    }
    const row = await manager.getRepository(InvoiceCounterEntity).findOneByOrFail({ jahr: year });
    return row.letzteNummer;
  }

  async insert(manager: EntityManager, invoice: Omit<InvoiceEntity, 'id'>): Promise<InvoiceEntity> {
    const { id } = await insertRow(manager, InvoiceEntity, invoice);
    return { ...invoice, id: id ?? 0 } as InvoiceEntity;
  }

  /** Filling in the stored PDF's hash is the one write an invoice row sees after its insert. */
  async recordPdfHash(manager: EntityManager, id: number, sha256: string): Promise<void> {
    await updateRows(manager, InvoiceEntity, { pdfSha256: sha256 }, 'id = :id AND pdf_sha256 IS NULL', {
      id,
    });
  }

  findById(manager: EntityManager, id: number): Promise<InvoiceEntity | null> {
    return manager.getRepository(InvoiceEntity).findOneBy({ id });
  }

  findByNumber(nummer: string): Promise<InvoiceEntity | null> {
    return this.db.getRepository(InvoiceEntity).findOneBy({ nummer });
  }

  /** The cancellation of an invoice, if any. */
  findCancellation(manager: EntityManager, id: number): Promise<InvoiceEntity | null> {
    return manager.getRepository(InvoiceEntity).findOneBy({ stornoZuId: id });
  }

  /** Every invoice, newest first (the console filters by status, which depends on payments and today). */
  findAllNewestFirst(): Promise<InvoiceEntity[]> {
    return this.db.getRepository(InvoiceEntity).find({ order: { id: 'DESC' } });
  }

  findOfListing(providerId: number): Promise<InvoiceEntity[]> {
    return this.db
      .getRepository(InvoiceEntity)
      .find({ where: { anbieterId: providerId }, order: { id: 'DESC' } });
  }

  /** Invoices not cancelled and not a cancellation, of these listings (the reminders look for open ones). */
  async findUncancelledOf(providerIds: readonly number[]): Promise<InvoiceEntity[]> {
    if (providerIds.length === 0) return [];
    return this.db
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .where('invoice.anbieter_id IN (:...ids)', { ids: [...providerIds] })
      .andWhere("invoice.art = 'rechnung'")
      .andWhere('NOT EXISTS (SELECT 1 FROM invoices storno WHERE storno.storno_zu_id = invoice.id)')
      .orderBy('invoice.id', 'DESC')
      .getMany();
  }

  /** Payments of these invoices, oldest first. */
  async paymentsOf(
    manager: EntityManager | null,
    invoiceIds: readonly number[],
  ): Promise<InvoicePaymentEntity[]> {
    if (invoiceIds.length === 0) return [];
    return (manager ?? this.db.manager)
      .getRepository(InvoicePaymentEntity)
      .find({ where: { rechnungId: In([...invoiceIds]) }, order: { id: 'ASC' } });
  }

  /** Cancellations pointing at these invoices. */
  async cancellationsOf(invoiceIds: readonly number[]): Promise<InvoiceEntity[]> {
    if (invoiceIds.length === 0) return [];
    return this.db.getRepository(InvoiceEntity).find({ where: { stornoZuId: In([...invoiceIds]) } });
  }

  async findByIds(ids: readonly number[]): Promise<InvoiceEntity[]> {
    if (ids.length === 0) return [];
    return this.db.getRepository(InvoiceEntity).find({ where: { id: In([...ids]) } });
  }

  /**
   * Locks the invoice's row for the caller's transaction (MariaDB; SQLite's writer is alone
   * anyway), so two payments arriving at once cannot both see it unpaid and renew twice.
   */
  async lockForPayment(manager: EntityManager, id: number): Promise<InvoiceEntity | null> {
    const query = manager
      .getRepository(InvoiceEntity)
      .createQueryBuilder('invoice')
      .where('invoice.id = :id', { id });
    if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /**
   * The invoices with these ids or numbers that exist, each with whether it is cancelled and what
   * was paid on it. Their rows are locked for the caller's transaction (MariaDB; SQLite's writer is
   * alone anyway) in blocks of IN lists, in key order, before anything about them is read: two
   * bookings at once cannot both see one unpaid and renew twice. Every lock comes first because
   * InnoDB takes a transaction's snapshot at its first plain read; a plain read between two blocks
   * would fix a snapshot taken before a later block's lock was granted, i.e. before the other
   * booking committed.
   */
  async lockPayable(
    manager: EntityManager,
    by: { ids: readonly number[] } | { numbers: readonly string[] },
  ): Promise<PayableInvoice[]> {
    const column = 'ids' in by ? 'id' : 'nummer';
    const keys: (number | string)[] = 'ids' in by ? [...new Set(by.ids)] : [...new Set(by.numbers)];
    keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rows: InvoiceEntity[] = [];
    for (let start = 0; start < keys.length; start += CHUNK) {
      const query = manager
        .getRepository(InvoiceEntity)
        .createQueryBuilder('invoice')
        .select([
          'invoice.id',
          'invoice.nummer',
          'invoice.art',
          'invoice.bruttoCent',
          'invoice.anbieterId',
          'invoice.anbieterName',
          'invoice.email',
          'invoice.empfaengerName',
        ])
        .where(`invoice.${column} IN (:...keys)`, { keys: keys.slice(start, start + CHUNK) })
        .orderBy('invoice.id');
      if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
      rows.push(...(await query.getMany()));
    }
    const cancelled = new Set<number | null>();
    const paid = new Map<number, number>();
    for (let start = 0; start < rows.length; start += CHUNK) {
      const ids = rows.slice(start, start + CHUNK).map((row) => row.id);
      for (const row of await manager
        .getRepository(InvoiceEntity)
        .find({ select: { stornoZuId: true }, where: { stornoZuId: In(ids) } }))
        cancelled.add(row.stornoZuId);
      for (const payment of await manager
        .getRepository(InvoicePaymentEntity)
        .find({ select: { rechnungId: true, betragCent: true }, where: { rechnungId: In(ids) } })) {
        paid.set(payment.rechnungId, (paid.get(payment.rechnungId) ?? 0) + payment.betragCent);
      }
    }
    return rows.map((row) => ({ ...row, cancelled: cancelled.has(row.id), paidCent: paid.get(row.id) ?? 0 }));
  }

  /** Which of these import keys were booked before (a statement imported again). */
  async bookedKeys(manager: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += CHUNK) {
      const rows = await manager
        .getRepository(InvoicePaymentEntity)
        .find({ select: { importKey: true }, where: { importKey: In(keys.slice(start, start + CHUNK)) } });
      for (const row of rows) if (row.importKey) found.add(row.importKey);
    }
    return found;
  }

  /**
   * Payments in multi-row INSERTs. Import keys are unique: the caller leaves out those booked
   * before (read after lockPayable), so a duplicate here is an error that rolls everything back.
   */
  async insertPayments(
    manager: EntityManager,
    payments: readonly Omit<InvoicePaymentEntity, 'id'>[],
  ): Promise<void> {
    await insertRows(manager, InvoicePaymentEntity, payments);
  }
}
