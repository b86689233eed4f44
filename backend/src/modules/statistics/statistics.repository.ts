import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isForeignKeyViolation } from '../../database/driver-errors';
import { countFromRow } from '../../database/row-values';

/** The counters of one listing and month. */
export interface MonthCounts {
  aufrufe: number;
  suchtreffer: number;
  angebote: number;
  buchungen: number;
}

export const COUNTER_NAMES = ['aufrufe', 'suchtreffer', 'angebote', 'buchungen'] as const;

/** Counts to add to a listing's month. */
export interface CountIncrement extends MonthCounts {
  anbieterId: number;
  monat: string;
}

type Row = Record<string, unknown>;

/** Rows per statement: well under both engines' limits on bound parameters. */
const CHUNK = 200;

/** The only code that touches `provider_monthly_stats`. */
@Injectable()
export class StatisticsRepository {
  private readonly logger = new Logger('Statistik');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds the increments, one statement per chunk. Adding (never setting) is what lets every
   * instance write its own buffer to the one database: no count is lost or doubled whatever the
   * order. A listing deleted meanwhile fails its row's foreign key: then row by row, dropping it.
   */
  async add(increments: readonly CountIncrement[], manager: EntityManager = this.db.manager): Promise<void> {
    for (let start = 0; start < increments.length; start += CHUNK) {
      const chunk = increments.slice(start, start + CHUNK);
      try {
        await this.addChunk(manager, chunk);
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        for (const increment of chunk) {
          await this.addChunk(manager, [increment]).catch((rowError: unknown) => {
            if (!isForeignKeyViolation(rowError)) throw rowError;
            this.logger.debug(`Zähler für gelöschten Eintrag ${increment.anbieterId} verworfen.`);
          });
        }
      }
    }
  }

  /** A listing's counters of the months from `fromMonth` on. */
  async monthsFrom(providerId: number, fromMonth: string): Promise<Map<string, MonthCounts>> {
    const rows = await this.db.query<Row[]>(
      `SELECT s.monat, s.aufrufe, s.suchtreffer, s.angebote, s.buchungen FROM provider_monthly_stats s
        WHERE s.anbieter_id = ? AND s.monat >= ?`,
      [providerId, fromMonth],
    );
    return new Map(
      rows.map((row) => [
        String(row.monat),
        {
          aufrufe: countFromRow(row.aufrufe),
          suchtreffer: countFromRow(row.suchtreffer),
          angebote: countFromRow(row.angebote),
          buchungen: countFromRow(row.buchungen),
        },
      ]),
    );
  }

  private async addChunk(manager: EntityManager, chunk: readonly CountIncrement[]): Promise<void> {
    const type = this.db.options.type;
    const isMysql = type === 'mysql' || type === 'mariadb';
    const columns = ['anbieter_id', 'monat', ...COUNTER_NAMES];
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    const params = chunk.flatMap((increment) => [
      increment.anbieterId,
      increment.monat,
      ...COUNTER_NAMES.map((name) => increment[name]),
    ]);
    const update = isMysql
      ? `ON DUPLICATE KEY UPDATE ${COUNTER_NAMES.map((name) => `${name} = ${name} + VALUES(${name})`).join(', ')}`
      : `ON CONFLICT (anbieter_id, monat) DO UPDATE SET ${COUNTER_NAMES.map(
          (name) => `${name} = ${name} + excluded.${name}`,
        ).join(', ')}`;
    await manager.query(
      `INSERT INTO provider_monthly_stats (${columns.join(', ')}) VALUES ${values} ${update}`,
      params,
    );
  }
}
