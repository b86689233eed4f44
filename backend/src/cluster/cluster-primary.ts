import cluster, { type Worker } from 'node:cluster';
import { Logger } from '@nestjs/common';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config';
import { isNotice } from './sibling-notices';

/** The environment variable that tells a worker its part. */
export const CLUSTER_ROLE_ENV = 'EK_CLUSTER_ROLE';

/**
 * The first worker ("leader") migrates, seeds and does the background work (jobs, outbox);
 * the others start after it listens, with all of that switched off, and only serve requests.
 */
const FOLLOWER_ENV = { [CLUSTER_ROLE_ENV]: 'follower', SEED_DEMO: 'false', BACKGROUND_WORK: 'false' };
const LEADER_ENV = { [CLUSTER_ROLE_ENV]: 'leader' };

/** A worker that dies this often within a minute is not restarted again: something is broken. */
const MAX_RESTARTS_PER_MINUTE = 5;
/** How long workers get to finish their requests after SIGTERM before they are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * The primary of WEB_CONCURRENCY server processes: it serves nothing itself. It starts the
 * workers, which share the port; hands change notices from one worker to the others; keeps the
 * rate limits of all workers (when there is no Redis, RateLimiterCluster asks it); replaces a
 * worker that crashed; and on SIGTERM/SIGINT stops them all gracefully.
 */
export function runClusterPrimary(config: AppConfig): void {
  const logger = new Logger('Cluster');
  const roles = new Map<Worker, 'leader' | 'follower'>();
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;

  // Registers itself on the cluster's message events; the workers' limiters talk to it.
  new RateLimiterClusterMaster();

  const fork = (role: 'leader' | 'follower'): Worker => {
    const worker = cluster.fork(role === 'leader' ? LEADER_ENV : FOLLOWER_ENV);
    roles.set(worker, role);
    return worker;
  };

  const stopAll = (signal: NodeJS.Signals, code: number): void => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
  };

  cluster.on('message', (sender, message: unknown) => {
    if (!isNotice(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });

  cluster.on('listening', (worker) => {
    if (listening.has(worker)) return;
    listening.add(worker);
    // The followers start once the leader has migrated and seeded: they would only wait for it.
    if (roles.get(worker) === 'leader' && roles.size === 1) {
      for (let i = 1; i < config.webConcurrency; i++) fork('follower');
    }
    if (listening.size === config.webConcurrency) {
      logger.log(`${config.webConcurrency} Server-Prozesse teilen sich Port ${config.port}.`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'follower';
    const wasListening = listening.delete(worker);
    roles.delete(worker);
    if (stopping) return;
    if (!wasListening) {
      // A worker that never got going (bad database, port taken) would fail the same way again.
      logger.error(`Server-Prozess konnte nicht starten (Code ${code ?? signal}); alle werden beendet.`);
      stopAll('SIGTERM', 1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && now - restarts[0] > 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error('Server-Prozesse stürzen wiederholt ab; alle werden beendet.');
      stopAll('SIGTERM', 1);
      return;
    }
    logger.warn(
      `Server-Prozess ${worker.process.pid} beendet (${signal ?? `Code ${code}`}); er wird ersetzt.`,
    );
    fork(role);
  });

  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGTERM', 0));

  fork('leader');
}
