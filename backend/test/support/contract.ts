import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import type { HttpResult, TestApp } from './test-app';

/**
 * The API contract: every answer must have the shape the OpenAPI document of the running app
 * gives its route and status – the shared-types payload the route names in `@ApiRoute`. Objects
 * are closed: a field the schema does not name is as wrong as a missing required one.
 *
 *   const contract = await apiContract(t);
 *   const response = await t.http('GET', `/api/providers/${id}`);
 *   contract.expectAnswer('GET', `/api/providers/${id}`, response);
 */
export interface ApiContract {
  /** What is wrong with an answer, one line each; empty when it matches its documented schema. */
  problems(method: string, path: string, response: HttpResult): string[];
  /** Fails the test with those lines when the answer does not match. */
  expectAnswer(method: string, path: string, response: HttpResult): void;
  /** Whether the document has an operation for this method and path at all. */
  covers(method: string, path: string): boolean;
}

type Schema = Record<string, unknown>;

const DOCUMENT_ID = 'openapi';
const COMPONENT_PREFIX = '#/components/schemas/';

/**
 * The document's OpenAPI 3.0 schemas as plain JSON Schema for Ajv: `nullable` as a `null` type,
 * references into one registered document, and every object with named properties closed.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Schema;
  const result: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable') continue;
    result[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace(COMPONENT_PREFIX, `${DOCUMENT_ID}${COMPONENT_PREFIX}`)
        : forAjv(value);
  }
  if (source.nullable === true) {
    if (typeof source.type === 'string') {
      result.type = [source.type, 'null'];
      if (Array.isArray(source.enum)) result.enum = [...source.enum, null];
    } else {
      const { description, ...shape } = result;
      return { ...(description === undefined ? {} : { description }), anyOf: [shape, { type: 'null' }] };
    }
  }
  if (source.properties && source.additionalProperties === undefined) result.additionalProperties = false;
  return result;
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(Antwort)';
  if (error.keyword === 'additionalProperties')
    return `${where}: Feld „${String(error.params.additionalProperty)}“ steht nicht im Schema`;
  if (error.keyword === 'required')
    return `${where}: Pflichtfeld „${String(error.params.missingProperty)}“ fehlt`;
  return `${where}: ${error.message ?? error.keyword}`;
}

/** `/api/providers/{id}` as a pattern for concrete paths. */
function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

async function loadContract(t: TestApp): Promise<ApiContract> {
  const response = await t.http<OpenAPIObject>('GET', '/api/docs-json');
  if (response.status !== 200) throw new Error(`Kein OpenAPI-Dokument: ${response.status}`);
  const document = response.body;
  // The document carries keywords JSON Schema does not know (`example`, Nest's DTO extras);
  // strict mode is about writing schemas, not about checking answers against them.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: forAjv(document.components?.schemas ?? {}) } });

  // The most literal template wins: `/api/search/suggest` before a `/api/search/{x}`.
  const templates = Object.keys(document.paths)
    .map((template) => ({ template, pattern: pathPattern(template), params: template.split('{').length }))
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();

  function find(method: string, path: string) {
    const bare = path.split('?')[0];
    const match = templates.find((candidate) => candidate.pattern.test(bare));
    if (!match) return undefined;
    const item = document.paths[match.template] as Record<string, OperationObject | undefined>;
    const operation = item[method.toLowerCase()];
    return operation ? { template: match.template, operation } : undefined;
  }

  function problems(method: string, path: string, answer: HttpResult): string[] {
    const name = `${method.toUpperCase()} ${path}`;
    const match = find(method, path);
    if (!match) return [`${name}: Route nicht dokumentiert`];
    const { operation } = match;
    const documented = operation.responses[String(answer.status)] as
      { content?: Record<string, { schema?: unknown }> } | undefined;
    if (!documented) return [`${name}: Status ${answer.status} nicht dokumentiert`];
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0].trim();
    const isJson = mediaType === 'application/json';
    if (documented.content && mediaType && !documented.content[mediaType])
      return [
        `${name}: antwortet ${mediaType}, dokumentiert ist ${Object.keys(documented.content).join(', ')}`,
      ];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return isJson && answer.text ? [`${name}: antwortet JSON ohne dokumentiertes Schema`] : [];
    if (!isJson) return [`${name}: antwortet ${answer.headers.get('content-type')}, dokumentiert ist JSON`];
    const key = `${method.toUpperCase()} ${match.template} ${answer.status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(forAjv(schema) as Schema);
      validators.set(key, validate);
    }
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map((error) => `${name} (${answer.status}) ${describeError(error)}`);
  }

  return {
    problems,
    expectAnswer(method, path, answer) {
      expect(problems(method, path, answer)).toEqual([]);
    },
    covers: (method, path) => find(method, path) !== undefined,
  };
}

const contracts = new WeakMap<TestApp, Promise<ApiContract>>();

/** The contract of a running test app, read once from its OpenAPI document. */
export function apiContract(t: TestApp): Promise<ApiContract> {
  let contract = contracts.get(t);
  if (!contract) {
    contract = loadContract(t);
    contracts.set(t, contract);
  }
  return contract;
}

/**
 * From now on every answer `t.http` receives from the API is checked against the contract; a
 * mismatch fails the test that made the request, naming route, status and field. A suite opts
 * in once after starting its app, so its existing requests double as contract tests.
 */
export async function checkEveryAnswer(t: TestApp): Promise<void> {
  const contract = await apiContract(t);
  const http = t.http.bind(t);
  t.http = (async (method: string, path: string, options?: Parameters<TestApp['http']>[2]) => {
    const response = await http(method, path, options);
    // Unknown routes (a test asking for a 404) are no part of the contract.
    if (contract.covers(method, path)) {
      const problems = contract.problems(method, path, response);
      if (problems.length) throw new Error(`Antwort weicht von der API-Referenz ab:\n${problems.join('\n')}`);
    }
    return response;
  }) as TestApp['http'];
}
