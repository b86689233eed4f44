import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, addMonths, berlinToday, type MonthFigures } from '@event-kompass/shared-types';
import { DataSource } from 'typeorm';

/** Months the overview shows, the current one last. */
export const FIGURE_MONTHS = 12;

type Counter = Exclude<keyof MonthFigures, 'monat'>;

/** `JJJJ-MM` of the Berlin calendar day an instant falls on. */
function berlinMonth(instant: Date | string): string {
  const at =
    instant instanceof Date
      ? instant
      : new Date(instant.includes('T') ? instant : `${instant.replace(' ', 'T')}Z`);
  return berlinToday(at).slice(0, 7);
}

/**
 * The console's overview: per Berlin month the new providers, inquiries, bookings and money.
 * Read-only counts across the modules' tables, grouped here rather than in SQL so a month is a
 * Berlin month on both engines (the columns hold UTC).
 */
@Injectable()
export class FiguresService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lastMonths(now = new Date()): Promise<MonthFigures[]> {
    const today = berlinToday(now);
    const firstDay = addMonths(`${today.slice(0, 7)}-01`, -(FIGURE_MONTHS - 1));
    const months: MonthFigures[] = [];
    for (let i = 0; i < FIGURE_MONTHS; i++) {
      months.push({
        monat: addMonths(firstDay, i).slice(0, 7),
        neue_anbieter: 0,
        anfragen: 0,
        buchungen: 0,
        berechnet_cent: 0,
        bezahlt_cent: 0,
      });
    }
    const byMonth = new Map(months.map((month) => [month.monat, month]));
    const add = (instant: Date | string | null, counter: Counter, amount = 1) => {
      if (instant === null) return;
      const month = byMonth.get(berlinMonth(instant));
      if (month) month[counter] += amount;
    };
    // A day before the first Berlin midnight in UTC, so no row of the first month is missed.
    const since = `${addDays(firstDay, -1)} 00:00:00.000`;

    const providers = await this.dataSource.query<{ at: Date | string }[]>(
      'SELECT erstellt_am AS at FROM providers WHERE erstellt_am >= ?',
      [since],
    );
    for (const row of providers) add(row.at, 'neue_anbieter');
    const inquiries = await this.dataSource.query<{ at: Date | string; status: string }[]>(
      'SELECT gesendet_am AS at, status FROM inquiries WHERE gesendet_am >= ?',
      [since],
    );
    for (const row of inquiries) {
      add(row.at, 'anfragen');
      if (row.status === 'gebucht') add(row.at, 'buchungen');
    }
    await this.addMoney(firstDay, add);
    return months;
  }

  /** Invoiced and paid amounts, once the invoice tables exist (issue 26). */
  private async addMoney(
    _firstDay: string,
    _add: (instant: Date | string | null, counter: Counter, amount?: number) => void,
  ): Promise<void> {
    // Filled in with the invoice tables.
  }
}
