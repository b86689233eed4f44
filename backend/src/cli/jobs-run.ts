import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { ScheduledJobsService } from '../modules/jobs';

/**
 * `npm run jobs:run [-- --force]`: runs today's scheduled jobs once, e.g. from a system cron
 * when BACKGROUND_WORK=false. Without --force a job already run today (by any instance) is
 * skipped; with it the job runs again, still sending each mail only once.
 * `npm run jobs:run -- --backup`: the day's backup instead (once per day across instances).
 */
async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  let config;
  try {
    // This process only runs the jobs; the outbox worker of the app instances sends the mails.
    config = { ...loadConfig(process.env), runBackgroundWork: false };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Konfigurationsfehler: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['log', 'warn', 'error'],
  });
  try {
    const jobs = app.get(ScheduledJobsService);
    const results = process.argv.includes('--backup')
      ? [await jobs.runBackup()]
      : await jobs.runAll({ force });
    for (const result of results) {
      if (result.job === 'backup') {
        console.log(
          result.ran
            ? `backup: ${result.effects} ${result.effects === 1 ? 'Datei' : 'Dateien'} gesichert`
            : 'backup: heute bereits gesichert (andere Instanz oder früherer Lauf)',
        );
        continue;
      }
      console.log(
        result.ran
          ? `${result.job}: ausgeführt, ${result.effects} ${result.effects === 1 ? 'Änderung' : 'Änderungen'}`
          : `${result.job}: heute bereits ausgeführt (mit --force erneut starten)`,
      );
    }
  } finally {
    await app.close();
  }
}

void main().catch((error: unknown) => {
  console.error('Jobs fehlgeschlagen:', error);
  process.exit(1);
});
