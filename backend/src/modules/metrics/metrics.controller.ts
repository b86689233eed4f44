import { Get, Header, Headers, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PublicRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { MetricsService } from './metrics.service';

@ApiController('Betrieb', 'api/metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  /** Public to the access guard: the service checks its own token (not a user's session). */
  @PublicRoute(
    Get(),
    'Messwerte im Prometheus-Textformat; nur mit METRICS_TOKEN als „Authorization: Bearer …“ (sonst 404)',
    { okFile: { description: 'Prometheus-Textformat', types: ['text/plain'] }, errors: [401, 404] },
  )
  @Header('cache-control', 'no-store')
  async metricsText(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.metrics.authorize(authorization);
    const { contentType, body } = await this.metrics.render();
    void reply.type(contentType);
    return body;
  }
}
