import { Injectable } from '@nestjs/common';
import type { InquiryStatus } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { berlinMonth, StatisticsBuffer } from './statistics-buffer';
import { type MonthCounts, StatisticsRepository } from './statistics.repository';

/** The last `count` Berlin months up to the one of `now`, oldest first (`YYYY-MM`). */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = berlinMonth(now).split('-').map(Number);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

const ZERO: MonthCounts = { aufrufe: 0, suchtreffer: 0, angebote: 0, buchungen: 0 };

/** A listing's monthly counters: views and search hits (buffered), quotes and bookings. */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly stats: StatisticsRepository,
    private readonly buffer: StatisticsBuffer,
  ) {}

  /**
   * An inquiry moved to `angebot` or `gebucht`: counted in the caller's transaction, so the
   * count and the change stand or fall together. (When quotes get their own table, a sent quote
   * and an accepted one are counted there instead, through this same method.)
   */
  async recordStatusChange(
    manager: EntityManager,
    providerId: number,
    status: InquiryStatus,
    now = new Date(),
  ): Promise<void> {
    if (status !== 'angebot' && status !== 'gebucht') return;
    await this.stats.add(
      [
        {
          ...ZERO,
          anbieterId: providerId,
          monat: berlinMonth(now),
          angebote: status === 'angebot' ? 1 : 0,
          buchungen: status === 'gebucht' ? 1 : 0,
        },
      ],
      manager,
    );
  }

  /**
   * The counters of `months` for a listing; this process's buffer is written first, so the owner
   * sees their own visits at once (other processes' within their flush interval).
   */
  async countersOf(providerId: number, months: readonly string[]): Promise<Map<string, MonthCounts>> {
    await this.buffer.flush();
    const stored = await this.stats.monthsFrom(providerId, months[0]);
    return new Map(months.map((month) => [month, stored.get(month) ?? ZERO]));
  }
}
