import { type ArgumentsHost, Catch, type ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors/domain-error';
import { toErrorResponse } from '../errors/error-response';
import { pathOf } from '../logging/request-log';

/** For a 429 that does not know its window (none of ours today): a polite minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Answers every error as `{ msg }` with a fitting status; unknown client routes get the SPA. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Fehler');

  constructor(private readonly spaFallback: (request: FastifyRequest) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (reply.sent) return;

    if (exception instanceof NotFoundException && this.spaFallback(request)) {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    const { status, msg, unexpected } = toErrorResponse(exception);
    if (unexpected) {
      this.logger.error(
        `${request.method} ${pathOf(request.url)} → ${status} [${request.id}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (status === 429) {
      const seconds = exception instanceof TooManyRequests ? exception.retryAfterSeconds : undefined;
      void reply.header('retry-after', String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    }
    void reply.status(status).header('cache-control', 'no-store').send({ msg });
  }
}
