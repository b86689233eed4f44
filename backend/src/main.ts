import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { runClusterPrimary } from './cluster/cluster-primary';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Konfigurationsfehler: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runClusterPrimary(config);
    return;
  }
  const app = await createApp(config);
  // On SIGTERM/SIGINT Nest stops accepting, lets in-flight requests finish, then closes the
  // pool; process.exit(0) instead of re-raising the signal, so orchestrators see a clean stop.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.type === 'sqlite' ? `SQLite ${config.database.path}` : 'MySQL/MariaDB';
  const worker = cluster.isWorker ? `, Server-Prozess ${cluster.worker?.id}` : '';
  new Logger('Start').log(
    `Event-Kompass läuft auf ${config.publicUrl} (Port ${config.port}, ${where}${worker}).`,
  );
}

void bootstrap().catch((error: unknown) => {
  console.error('Start fehlgeschlagen:', error);
  process.exit(1);
});
