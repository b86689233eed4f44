import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_SCHEME, errorResponse, type ErrorStatus } from './api-docs.decorators';
import { addPayloadComponents } from './payload-schemas';

/** Where the API reference is served: the UI, and the document as JSON. */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs-json';

const DESCRIPTION = [
  'Die Schnittstelle von Event-Kompass: JSON in beide Richtungen.',
  '',
  'Geschützte Routen erwarten das Token aus `POST /api/auth/login` (oder der Registrierung) im Header `x-auth-token`.',
  'Fehler antworten immer mit `{ "msg": "<deutscher Satz>" }` und passendem Status.',
].join('\n');

const OPERATIONS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Errors every operation of a kind may answer with, read from the document itself so a new
 * route gets them without a decorator: bad input where a body may be sent or a query is read,
 * too large where a body is, malformed and unknown ids where the path has one.
 */
function addDerivedErrors(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATIONS) {
      const operation = item[method];
      if (!operation) continue;
      const places = (operation.parameters ?? []).map((parameter) =>
        'in' in parameter ? parameter.in : null,
      );
      const statuses: ErrorStatus[] = [];
      if (operation.requestBody) statuses.push(400, 413);
      // A body that is not valid JSON is refused before any route reads it, even where none is read.
      if (method !== 'get') statuses.push(400);
      if (places.includes('query')) statuses.push(400);
      // A malformed id is bad input (400), a well-formed unknown one is not found (404).
      if (places.includes('path')) statuses.push(400, 404);
      for (const status of statuses) {
        operation.responses[status] ??= errorResponse(status);
      }
    }
  }
}

/**
 * The OpenAPI 3 document, generated from the controllers, the request DTOs and the answers'
 * shared types (their generated schemas, see payload-schemas.ts).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Event-Kompass API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'x-auth-token',
        description: 'JWT aus der Anmeldung oder Registrierung.',
      },
      AUTH_TOKEN_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  addDerivedErrors(document);
  addPayloadComponents(document);
  return document;
}

/** Swagger UI's files, from the copy @nestjs/swagger itself depends on. */
function swaggerUiAssets(): string {
  const swagger = dirname(require.resolve('@nestjs/swagger'));
  return dirname(require.resolve('swagger-ui-dist/package.json', { paths: [swagger] }));
}

const PAGE = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Event-Kompass API</title>
  <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png">
  <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
  <script src="${API_DOCS_PATH}/ui-init.js"></script>
</body>
</html>
`;

/**
 * A file, not an inline script, so the page runs under the site's strict CSP (script-src
 * 'self'); Swagger UI needs nothing beyond it (inline styles and data: images are allowed).
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_DOCS_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
  });
});
`;

/**
 * Serves the API reference: the UI at /api/docs (Swagger UI's files under /api/docs/) and the
 * document at /api/docs-json. Nest's SwaggerModule.setup would register the files through
 * `app.useStaticAssets`, which cannot find `@fastify/static` from where npm puts Nest's Fastify
 * adapter here, so the page is wired by hand.
 * The document is built on its first request, not at boot: no ordinary start needs it.
 */
export async function setupOpenApi(app: NestFastifyApplication): Promise<void> {
  let json: string | undefined;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(API_DOCS_JSON_PATH, (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send((json ??= JSON.stringify(buildOpenApiDocument(app)))),
  );
  fastify.get(API_DOCS_PATH, (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  fastify.get(`${API_DOCS_PATH}/ui-init.js`, (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: swaggerUiAssets(),
    prefix: `${API_DOCS_PATH}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Only what the page loads; swagger-ui-dist's own page would show its demo API.
    allowedPath: (path: string) =>
      /^\/(swagger-ui\.css|swagger-ui-bundle\.js|favicon-32x32\.png)$/.test(path),
  });
}
