import { type ArgumentsHost, Catch, type ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../errors/error-response';

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
        `${request.method} ${request.url} → ${status}`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    void reply.status(status).header('cache-control', 'no-store').send({ msg });
  }
}
