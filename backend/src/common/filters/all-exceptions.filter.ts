import { type ArgumentsHost, Catch, type ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors/domain-error';
import { toErrorResponse } from '../errors/error-response';
import { pathOf } from '../logging/request-log';
import { withoutAddresses } from '../text/without-addresses';

/** A rendered storefront page (the seo module's RenderedPage; common/ imports no module). */
export interface ShellPage {
  status: number;
  html: string;
}

/** For a 429 that does not know its window (none of ours today): a polite minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Answers every error as `{ msg }` with a fitting status; unknown client routes get the SPA. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Fehler');

  constructor(
    private readonly spaFallback: (request: FastifyRequest) => boolean,
    /** The shell for a client route with its status (404 for unknown paths) and head. */
    private readonly shellPage: (request: FastifyRequest) => ShellPage | null,
    /**
     * Sends a build file that appeared after start (a storefront rebuilt under the running server:
     * the static routes were listed at start); false when there is none.
     */
    private readonly lateBuildFile: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (reply.sent) return;

    if (exception instanceof NotFoundException && this.spaFallback(request)) {
      if (this.lateBuildFile(request, reply)) return;
      // `/provider/6/` is `/provider/6`: one address per page for links and search engines.
      const path = pathOf(request.url);
      // Never `//host` or `/\host`: browsers read those as another site (an open redirect).
      if (path.length > 1 && path.endsWith('/') && /^\/[^/\\]/.test(path)) {
        const canonical = path.replace(/\/+$/, '') + request.url.slice(path.length);
        void reply.header('cache-control', 'no-cache').redirect(canonical, 301);
        return;
      }
      const page = this.shellPage(request);
      if (page) {
        void reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(page.html);
        return;
      }
    }
    const { status, msg, unexpected } = toErrorResponse(exception);
    if (unexpected) {
      this.logger.error(
        `${request.method} ${pathOf(request.url)} → ${status} [${request.id}]`,
        withoutAddresses(
          exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
        ),
      );
    }
    if (status === 429) {
      const seconds = exception instanceof TooManyRequests ? exception.retryAfterSeconds : undefined;
      void reply.header('retry-after', String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    }
    void reply.status(status).header('cache-control', 'no-store').send({ msg });
  }
}
