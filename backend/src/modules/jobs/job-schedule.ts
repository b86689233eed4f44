import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ScheduledJobsService } from './scheduled-jobs.service';

/**
 * Puts the jobs on their crons (Berlin time) in an instance that does background work; the
 * CLI (`npm run jobs:run`) runs them without.
 */
@Injectable()
export class JobSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly jobs: ScheduledJobsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runBackgroundWork) return;
    this.schedule('daily-jobs', this.config.jobsCron, () => this.daily());
    // BACKUP_KEEP=0: no scheduled backup (and no rotation).
    if (this.config.backup.keepDaily > 0) {
      this.schedule('backup', this.config.backup.schedule, () => this.scheduledBackup());
    }
    // External calendars change during the day: read them every hour (at :17, away from the full hour).
    this.schedule('calendar-import', '17 * * * *', async () => {
      try {
        await this.jobs.runCalendarImport();
      } catch (error) {
        this.logger.error('Kalender-Import fehlgeschlagen', (error as Error)?.stack);
      }
    });
  }

  private schedule(name: string, cronTime: string, onTick: () => Promise<void>): void {
    const job = CronJob.from({
      cronTime,
      timeZone: 'Europe/Berlin',
      onTick,
      // A run still going when the next tick comes (a very short schedule) is not doubled.
      waitForCompletion: true,
    });
    this.scheduler.addCronJob(name, job);
    job.start();
  }

  private async scheduledBackup(): Promise<void> {
    try {
      const result = await this.jobs.runBackup();
      if (!result.ran) this.logger.log('Sicherung heute schon erstellt (andere Instanz oder früherer Lauf).');
    } catch (error) {
      this.logger.error('Geplante Sicherung fehlgeschlagen', (error as Error)?.stack);
    }
  }

  private async daily(): Promise<void> {
    try {
      const results = await this.jobs.runAll();
      const elsewhere = results.filter((result) => !result.ran).map((result) => result.job);
      if (elsewhere.length > 0) {
        this.logger.log(`Heute schon erledigt (andere Instanz oder früherer Lauf): ${elsewhere.join(', ')}`);
      }
    } catch (error) {
      this.logger.error('Tägliche Jobs fehlgeschlagen', (error as Error)?.stack);
    }
  }
}
