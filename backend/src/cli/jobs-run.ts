import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { ScheduledJobsService } from '../modules/jobs';

/**
 * `npm run jobs:run [-- --force]`: runs today's scheduled jobs once, e.g. from a system cron
 * when BACKGROUND_WORK=false. Without --force a job already run today (by any instance) is
 * skipped; with it the job runs again, still sending each mail only once.
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
    const results = await app.get(ScheduledJobsService).runAll({ force });
    for (const result of results) {
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
