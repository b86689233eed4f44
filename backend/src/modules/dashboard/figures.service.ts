import { Injectable } from '@nestjs/common';
import { addDays, addMonths, berlinToday, type MonthFigures } from '@event-kompass/shared-types';
import { Clock } from '../../common/clock';
import { FiguresRepository } from './figures.repository';

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
  constructor(
    private readonly figures: FiguresRepository,
    private readonly clock: Clock,
  ) {}

  async lastMonths(now = this.clock.now()): Promise<MonthFigures[]> {
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

    const providers = await this.figures.providersSince(since);
    for (const row of providers) add(row.at, 'neue_anbieter');
    const inquiries = await this.figures.inquiriesSince(since);
    for (const row of inquiries) {
      add(row.at, 'anfragen');
      if (row.status === 'gebucht') add(row.at, 'buchungen');
    }
    await this.addMoney(firstDay, add);
    return months;
  }

  /**
   * Invoiced (cancellations count negative, as their rows are) and paid amounts by their
   * dates, which are Berlin calendar days already.
   */
  private async addMoney(
    firstDay: string,
    add: (instant: Date | string | null, counter: Counter, amount?: number) => void,
  ): Promise<void> {
    const day = (value: Date | string) =>
      `${(value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)}T12:00:00Z`;
    const invoiced = await this.figures.invoicedByDay(firstDay);
    for (const row of invoiced) add(day(row.datum), 'berechnet_cent', Number(row.cent));
    const paid = await this.figures.paidByDay(firstDay);
    for (const row of paid) add(day(row.datum), 'bezahlt_cent', Number(row.cent));
  }
}
