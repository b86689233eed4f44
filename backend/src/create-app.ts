import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SPELLING_SUGGESTION_HEADER, TOTAL_COUNT_HEADER } from '@event-kompass/shared-types';
import { AppModule } from './app.module';
import { MetricsService } from './modules/metrics';
import { installPhotoFiles, PhotoStorage } from './modules/photo';
import { SeoPages } from './modules/seo';
import { StatisticsHooks } from './modules/statistics';
import { installHttpCache } from './common/http/install-http-cache';
import { WorkBudget } from './common/rate-limit/work-budget';
import { installWorkBudgetGate, installWorkCharge } from './common/rate-limit/work-cost';
import { installJsonBodyParser } from './common/http/json-body';
import { installTextCompression } from './common/http/text-compression';
import { AppLogger } from './common/logging/app-logger';
import { LogSink, type LogOutput } from './common/logging/log-sink';
import { installRequestLog, pathOf, REQUEST_ID_HEADER, requestIdOf } from './common/logging/request-log';
import { PublicResponseCache } from './common/http/public-response-cache';
import { buildSecurityHeaders } from './common/http/security-headers';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { GermanValidationPipe } from './common/pipes/validation.pipe';
import { setupOpenApi } from './common/openapi/setup-openapi';
import type { AppConfig } from './config/app-config';
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from './config/limits';

function immutableForHashedAssets(reply: { setHeader: (k: string, v: string) => void }, path: string): void {
  // Vite puts content-hashed files under assets/; everything else must be revalidated.
  reply.setHeader(
    'cache-control',
    /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Builds the whole application (used by main.ts and by the API tests). */
export async function createApp(
  config: AppConfig,
  options: { logLevels?: LogLevel[]; logOutput?: LogOutput } = {},
): Promise<NestFastifyApplication> {
  const logger = new AppLogger(
    config.logFormat,
    options.logLevels ?? ['log', 'warn', 'error', 'fatal'],
    new LogSink(options.logOutput),
  );
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // One hop: the client is the address our proxy appended last to X-Forwarded-For. With
    // `true` Fastify would take the first entry, which the client writes itself, and every
    // per-address rate limit could be dodged by forging a new one each time.
    trustProxy: config.trustProxy ? 1 : false,
    // Keep-alive sockets would hold a graceful shutdown open; idle ones are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger,
    bufferLogs: false,
    // Bodies are JSON only, parsed by installJsonBodyParser; Nest would add its own JSON parser
    // and one for HTML forms, which this API does not take.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  installRequestLog(fastify, logger, config.logRequests);
  app.get(MetricsService).install(fastify);
  installJsonBodyParser(fastify);

  // Every compressed answer (cached reads, precompressed assets) differs by Accept-Encoding;
  // CORS adds `Origin` to the same header, so add to it rather than replace it.
  const securityHeaders = buildSecurityHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    const vary = reply.getHeader('vary');
    reply
      .headers(securityHeaders)
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    done();
  });
  installWorkBudgetGate(fastify, app.get(WorkBudget));
  installHttpCache(fastify, app.get(PublicResponseCache));
  // After the cache's preHandler: a hit is answered before the charge.
  installWorkCharge(fastify, app.get(WorkBudget));
  app.get(StatisticsHooks).install(fastify);
  installTextCompression(fastify);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 11 },
  });

  installPhotoFiles(fastify, app.get(PhotoStorage));

  const storefrontIndex = join(config.storefrontDist, 'index.html');
  const hasStorefront = existsSync(storefrontIndex);
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: config.storefrontDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: immutableForHashedAssets,
    });
  } else {
    new Logger('Start').warn(
      `Kein Storefront-Build unter ${config.storefrontDist} – nur die API wird ausgeliefert.`,
    );
  }
  if (existsSync(config.adminConsoleDist)) {
    await app.register(fastifyStatic, {
      root: config.adminConsoleDist,
      prefix: '/admin-console/',
      decorateReply: !hasStorefront,
      preCompressed: true,
      cacheControl: false,
      setHeaders: immutableForHashedAssets,
    });
  }

  app.enableCors({
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    allowedHeaders: ['content-type', 'x-auth-token', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after', TOTAL_COUNT_HEADER, SPELLING_SUGGESTION_HEADER],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });

  const spaFallback = (request: FastifyRequest): boolean =>
    hasStorefront &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api') &&
    !request.url.startsWith('/admin-console/');
  // Hashed names only, no path: nothing outside the build's assets folder can be named.
  const lateBuildFile = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const name = /^\/assets\/([\w.-]+\.(?:js|css|svg|png|webp|woff2))$/.exec(pathOf(request.url))?.[1];
    if (!name || !existsSync(join(config.storefrontDist, 'assets', name))) return false;
    void reply.sendFile(`assets/${name}`);
    return true;
  };
  const pages = app.get(SeoPages);
  app.useGlobalFilters(
    new AllExceptionsFilter(spaFallback, (request) => pages.shellPage(request.url), lateBuildFile),
  );
  app.useGlobalPipes(new GermanValidationPipe());
  await setupOpenApi(app);

  return app;
}
