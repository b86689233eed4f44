import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRow } from '../../database/insert-row';
import { isoDateFromRow, numberFromRow, type Row } from '../../database/row-values';
import { ProviderAvailabilityEntity } from './entities/provider-availability.entity';
import { daysReplacer } from './provider-days.repository';

/** The only code that touches `provider_availability`: the days providers marked as taken. */
@Injectable()
export class AvailabilityRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A listing's taken days from `from` on, ascending. */
  async takenFrom(providerId: number, from: string): Promise<string[]> {
    const rows = await this.db.query<Row[]>(
      'SELECT a.datum FROM provider_availability a WHERE a.provider_id = ? AND a.datum >= ? ORDER BY a.datum',
      [providerId, from],
    );
    return rows.map((row) => isoDateFromRow(row.datum));
  }

  /** A listing's taken days as the public sees them: marked by hand or read from its calendar. */
  async publicTakenFrom(providerId: number, from: string): Promise<string[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT a.datum FROM provider_availability a WHERE a.provider_id = ? AND a.datum >= ?
        UNION SELECT d.datum FROM provider_imported_days d WHERE d.anbieter_id = ? AND d.datum >= ?
        ORDER BY datum`,
      [providerId, from, providerId, from],
    );
    return rows.map((row) => isoDateFromRow(row.datum));
  }

  /** Every listing's taken days from `from` on (the lists' date filter), imported ones included. */
  async allTakenFrom(from: string): Promise<Map<number, Set<string>>> {
    const rows = await this.db.query<Row[]>(
      `SELECT a.provider_id, a.datum FROM provider_availability a WHERE a.datum >= ?
        UNION ALL SELECT d.anbieter_id, d.datum FROM provider_imported_days d WHERE d.datum >= ?`,
      [from, from],
    );
    const taken = new Map<number, Set<string>>();
    for (const row of rows) {
      const id = numberFromRow(row.provider_id);
      const days = taken.get(id) ?? new Set<string>();
      days.add(isoDateFromRow(row.datum));
      taken.set(id, days);
    }
    return taken;
  }

  /** Replaces the days from `from` on with `days` (past days stay as history until cleaned up). */
  readonly replaceFrom = daysReplacer(
    ProviderAvailabilityEntity,
    'provider_id',
    (providerId, datum) => ({ providerId, datum }) as ProviderAvailabilityEntity,
  );

  /** Marks one day taken; a day already taken stays as it is (no error, no second row). */
  async addDay(manager: EntityManager, providerId: number, datum: string): Promise<void> {
    await insertRow(manager, ProviderAvailabilityEntity, { providerId, datum }, { ignoreDuplicates: true });
  }
}
