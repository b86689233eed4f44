import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInProcess } from '../../common/http/in-process';
import { type CountingRouteConfig, RESULT_IDS_HEADER } from '../../common/http/listing-counters';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { IdentityService } from '../identity';
import { OwnListingService } from '../provider';
import { StatisticsBuffer } from './statistics-buffer';
import { isVisitor } from './user-agents';

const RESULT_IDS = Symbol('resultIds');
type CountedRequest = FastifyRequest & { [RESULT_IDS]?: string };

function routeConfig(request: FastifyRequest): CountingRouteConfig {
  return (request.routeOptions.config ?? {}) as CountingRouteConfig;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

/**
 * Counts provider-page views and search hits after the answer has left (Fastify's onResponse),
 * so counting never delays a page, cache hits included. Only 200 and 304 answers to GET from a
 * browser count; a view by the listing's owner does not (known when the request carries the
 * session token, as the app's API requests do).
 */
@Injectable()
export class StatisticsHooks {
  private readonly logger = new Logger('Statistik');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly buffer: StatisticsBuffer,
    private readonly identity: IdentityService,
    private readonly ownListings: OwnListingService,
  ) {}

  /** Install before Nest registers its routes, after the public cache's hooks. */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request: CountedRequest, reply, payload, done) => {
      // A server render's own read: its hits belong to the page it renders, which counts them.
      if (routeConfig(request).countsSearchHits && !isInProcess(request.headers)) {
        const ids = reply.getHeader(RESULT_IDS_HEADER);
        if (ids !== undefined) {
          request[RESULT_IDS] = String(ids);
          reply.removeHeader(RESULT_IDS_HEADER);
        }
      }
      done(null, payload);
    });
    if (!this.config.viewCounting) return;
    fastify.addHook('onResponse', (request: CountedRequest, reply, done) => {
      done();
      const config = routeConfig(request);
      if (!config.countsProviderView && !config.countsSearchHits) return;
      if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
      if (!isVisitor(request.headers['user-agent'])) return;
      if (config.countsSearchHits && request[RESULT_IDS]) {
        this.buffer.countSearchHits(request[RESULT_IDS].split(',').map(Number));
      }
      if (config.countsProviderView) {
        const id = (request.params as { id?: string }).id ?? '';
        if (/^\d{1,9}$/.test(id)) void this.countView(Number(id), tokenOf(request));
      }
    });
  }

  private async countView(providerId: number, token: string | undefined): Promise<void> {
    try {
      if (token) {
        const user = await this.identity.authenticate(token, 'user').catch(() => null);
        if (user && (await this.ownListings.isOwnedBy(user, providerId))) return;
      }
      this.buffer.countView(providerId);
    } catch (error) {
      this.logger.warn(`Aufruf nicht gezählt: ${(error as Error).message}`);
    }
  }
}
