import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isoDateFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  optionalTextFromRow,
} from '../../database/row-values';
import { ProviderCalendarEntity } from './entities/provider-calendar.entity';
import { ProviderImportedDayEntity } from './entities/provider-imported-day.entity';
import { daysReplacer } from './provider-days.repository';

export interface CalendarRecord {
  providerId: number;
  feedToken: string | null;
  importUrl: string | null;
  importStand: string | null;
  importFehler: string | null;
}

type Row = Record<string, unknown>;

function toRecord(row: Row): CalendarRecord {
  return {
    providerId: numberFromRow(row.anbieter_id),
    feedToken: optionalTextFromRow(row.feed_token),
    importUrl: optionalTextFromRow(row.import_url),
    importStand: row.import_stand === null ? null : isoDateTimeFromRow(row.import_stand),
    importFehler: optionalTextFromRow(row.import_fehler),
  };
}

const COLUMNS = 'c.anbieter_id, c.feed_token, c.import_url, c.import_stand, c.import_fehler';

/** The only code that touches `provider_calendars` and `provider_imported_days`. */
@Injectable()
export class CalendarRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(providerId: number, manager: EntityManager = this.db.manager): Promise<CalendarRecord | null> {
    const [row] = await manager.query<Row[]>(
      `SELECT ${COLUMNS} FROM provider_calendars c WHERE c.anbieter_id = ?`,
      [providerId],
    );
    return row ? toRecord(row) : null;
  }

  async findByToken(token: string): Promise<CalendarRecord | null> {
    const [row] = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM provider_calendars c WHERE c.feed_token = ?`,
      [token],
    );
    return row ? toRecord(row) : null;
  }

  /** Sets fields of the listing's calendar row, creating it first when there is none. */
  async save(
    manager: EntityManager,
    providerId: number,
    fields: Partial<Pick<ProviderCalendarEntity, 'feedToken' | 'importUrl' | 'importStand' | 'importFehler'>>,
  ): Promise<void> {
    const existing = await manager.findOneBy(ProviderCalendarEntity, { anbieterId: providerId });
    if (existing) {
      await manager.update(ProviderCalendarEntity, { anbieterId: providerId }, fields);
    } else {
      await manager.insert(ProviderCalendarEntity, {
        anbieterId: providerId,
        feedToken: null,
        importUrl: null,
        importStand: null,
        importFehler: null,
        ...fields,
      });
    }
  }

  /** The listings with an import address, for the import job. */
  async findImports(): Promise<CalendarRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM provider_calendars c WHERE c.import_url IS NOT NULL ORDER BY c.anbieter_id`,
    );
    return rows.map(toRecord);
  }

  /** Replaces the imported days from `from` on. */
  readonly replaceImportedFrom = daysReplacer(
    ProviderImportedDayEntity,
    'anbieter_id',
    (providerId, datum) => ({ anbieterId: providerId, datum }) as ProviderImportedDayEntity,
  );

  /** Drops the listing's import address and the days read from it; the feed address stays the listing's. */
  async forget(manager: EntityManager, providerId: number): Promise<void> {
    await manager.update(
      ProviderCalendarEntity,
      { anbieterId: providerId },
      { importUrl: null, importStand: null, importFehler: null },
    );
    await manager.delete(ProviderImportedDayEntity, { anbieterId: providerId });
  }

  async importedFrom(providerId: number, from: string): Promise<string[]> {
    const rows = await this.db.query<Row[]>(
      'SELECT d.datum FROM provider_imported_days d WHERE d.anbieter_id = ? AND d.datum >= ? ORDER BY d.datum',
      [providerId, from],
    );
    return rows.map((row) => isoDateFromRow(row.datum));
  }
}
