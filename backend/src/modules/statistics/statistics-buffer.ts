import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { berlinToday } from '@event-kompass/shared-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type CountIncrement, StatisticsRepository } from './statistics.repository';

type Counter = 'aufrufe' | 'suchtreffer';

/** The Berlin month of an instant, `YYYY-MM`. */
export function berlinMonth(now: Date = new Date()): string {
  return berlinToday(now).slice(0, 7);
}

/**
 * Views and search hits, counted in memory and added to the database in batches: a page view
 * costs a map update, not a write. Each process keeps its own buffer and adds it (never sets), so
 * several processes or instances on one database lose and double nothing. What a process holds
 * when it stops is written on shutdown; a crash loses at most one interval's counts.
 */
@Injectable()
export class StatisticsBuffer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Statistik');
  private pending = new Map<string, CountIncrement>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stats: StatisticsRepository,
  ) {}

  onModuleInit(): void {
    if (this.config.statsFlushMs <= 0) return;
    this.timer = setInterval(() => void this.flush(), this.config.statsFlushMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  countView(providerId: number, now?: Date): void {
    this.add(providerId, this.monthOf(now), 'aufrufe');
  }

  countSearchHits(providerIds: readonly number[], now?: Date): void {
    const month = this.monthOf(now);
    for (const id of providerIds) this.add(id, month, 'suchtreffer');
  }

  private month = { value: '', until: 0 };

  /**
   * The Berlin month of `now` (default: the current one, worked out at most once a second: the
   * time-zone formatting costs several µs, more than all the rest of counting a view).
   */
  private monthOf(now?: Date): string {
    if (now) return berlinMonth(now);
    const ms = Date.now();
    if (ms >= this.month.until) this.month = { value: berlinMonth(new Date(ms)), until: ms + 1000 };
    return this.month.value;
  }

  /**
   * Writes what has gathered; flushes run one after the other. A failed write puts its counts
   * back for the next try instead of dropping them.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        await this.stats.add(batch);
      } catch (error) {
        for (const increment of batch) {
          this.add(increment.anbieterId, increment.monat, 'aufrufe', increment.aufrufe);
          this.add(increment.anbieterId, increment.monat, 'suchtreffer', increment.suchtreffer);
        }
        this.logger.warn(`Zähler nicht geschrieben, nächster Versuch folgt: ${(error as Error).message}`);
      }
    });
    return this.flushing;
  }

  private add(providerId: number, month: string, counter: Counter, by = 1): void {
    if (by === 0) return;
    const key = `${providerId}|${month}`;
    let increment = this.pending.get(key);
    if (!increment) {
      increment = {
        anbieterId: providerId,
        monat: month,
        aufrufe: 0,
        suchtreffer: 0,
        angebote: 0,
        buchungen: 0,
      };
      this.pending.set(key, increment);
    }
    increment[counter] += by;
  }
}
