import { Get, Header, Res } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse, LivenessResponse } from '@event-kompass/shared-types';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { PublicRoute } from '../../common/decorators/access.decorators';

const PROBE_TIMEOUT_MS = 1500;

@ApiController('Betrieb', 'api/health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Liveness: the process runs and its event loop answers. No database probe, so an outage of
   * the database makes load balancers stop sending traffic (readiness) without the orchestrator
   * restarting every instance in a loop.
   */
  @PublicRoute(Get('live'), 'Lebenszeichen: 200, solange der Prozess läuft (ohne Datenbank)', {
    ok: 'LivenessResponse',
  })
  @Header('cache-control', 'no-store')
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /** Readiness: 200 when the database answers within 1.5 s, 503 otherwise (for load balancers). */
  @PublicRoute(Get(), 'Bereitschaft: 200, wenn die Datenbank antwortet, sonst 503', { ok: 'HealthResponse' })
  @Header('cache-control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(503);
      return { status: 'error', database: 'down' };
    } finally {
      clearTimeout(timer);
    }
  }
}
