import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PublicCatalog } from '../directory';
import { ScheduledJobsService } from '../jobs';
import { OutboxService } from '../mail';
import { MetricsDisabled, MetricsTokenInvalid } from './metrics.errors';
import { RequestMetrics, UNMATCHED_ROUTE } from './request-metrics';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The numbers an operator watches, in Prometheus' text format: requests by route pattern and
 * status, the process (event-loop lag, memory, CPU), the mail backlog, the daily jobs' last runs
 * and the size of the search index. Off, and without a request hook, unless METRICS_TOKEN is set.
 */
@Injectable()
export class MetricsService {
  private readonly registry = new Registry();
  private readonly expected: Buffer | null;
  private readonly requests = new RequestMetrics();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly jobs: ScheduledJobsService,
    private readonly catalog: PublicCatalog,
  ) {
    this.expected = config.metricsToken === null ? null : digest(config.metricsToken);
    if (this.expected === null) return;
    collectDefaultMetrics({ register: this.registry });
    this.defineGauges();
  }

  get enabled(): boolean {
    return this.expected !== null;
  }

  /**
   * Counts every answered request (also cached answers, 404s and errors) by the pattern of the
   * route that matched, never the raw URL, so the label values stay bounded.
   */
  install(fastify: FastifyInstance): void {
    if (!this.enabled) return;
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      this.requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  /** 404 when metrics are off, 401 unless `authorization` carries the configured bearer token. */
  authorize(authorization: string | undefined): void {
    if (this.expected === null) throw new MetricsDisabled();
    const match = /^Bearer ([\x21-\x7e]+)$/i.exec(authorization ?? '');
    // Both sides hashed to one length, so the comparison's time says nothing about the token.
    if (!match || !timingSafeEqual(digest(match[1]), this.expected)) throw new MetricsTokenInvalid();
  }

  async render(): Promise<{ contentType: string; body: string }> {
    const body = `${await this.registry.metrics()}\n${this.requests.text()}`;
    return { contentType: this.registry.contentType, body };
  }

  private defineGauges(): void {
    const registers = [this.registry];
    const outbox = this.outbox;
    new Gauge({
      name: 'eventkompass_outbox_mails',
      help: 'Mails im Postausgang: pending = warten auf Versand, failed = nach allen Versuchen aufgegeben.',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts = await outbox.countUndelivered();
        this.set({ status: 'pending' }, counts.pending);
        this.set({ status: 'failed' }, counts.failed);
      },
    });
    const catalog = this.catalog;
    new Gauge({
      name: 'eventkompass_search_index_providers',
      help: 'Anbieter im Suchindex des öffentlichen Katalogs (dieser Prozess).',
      registers,
      collect() {
        this.set(catalog.indexedProviders);
      },
    });
    const lastRuns = () => this.jobs.lastRuns();
    // The registry collects all metrics at once, so the three gauges below share one query.
    let pending: ReturnType<typeof lastRuns> | null = null;
    const runs = () =>
      (pending ??= lastRuns().finally(() => {
        pending = null;
      }));
    const jobGauge = (
      name: string,
      help: string,
      value: (run: Awaited<ReturnType<typeof lastRuns>>[number]) => number | null,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['job'],
        registers,
        async collect() {
          this.reset();
          for (const run of await runs()) {
            const number = value(run);
            if (number !== null) this.set({ job: run.jobName }, number);
          }
        },
      });
    jobGauge(
      'eventkompass_job_last_run_timestamp_seconds',
      'Beginn des letzten Laufs je täglicher Aufgabe (Unix-Zeit, alle Instanzen).',
      (run) => run.lastStartedAt.getTime() / 1000,
    );
    jobGauge(
      'eventkompass_job_last_success_timestamp_seconds',
      'Ende des letzten erfolgreichen Laufs je täglicher Aufgabe (Unix-Zeit, alle Instanzen).',
      (run) => (run.lastFinishedAt === null ? null : run.lastFinishedAt.getTime() / 1000),
    );
    jobGauge(
      'eventkompass_job_last_run_success',
      '1, wenn der letzte Lauf der Aufgabe fertig wurde; 0, wenn er fehlschlug (oder noch läuft).',
      (run) => (run.lastRunFinished ? 1 : 0),
    );
  }
}
