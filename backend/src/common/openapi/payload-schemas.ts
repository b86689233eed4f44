import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
// Not named like this module: Node's require would resolve `./payload-schemas` to the JSON first.
import PAYLOAD_SCHEMA_FILE from './payload-schema-definitions.json';
import type { PayloadTypes } from './payload-types';

/**
 * The API's payload types, by their `shared-types` name. The JSON Schemas are generated from the
 * interfaces (scripts/generate-payload-schemas.cjs), so a name exists here exactly when the
 * shared type does – a typo or a type not yet generated fails the typecheck. After adding or
 * changing a type in shared-types: `npm run payload-schemas -w backend`.
 */
export type PayloadName = keyof typeof PAYLOAD_SCHEMA_FILE.definitions;

/** A route's answer: one payload (`'ProviderReviews'`) or a list of them (`['Category']`). */
export type PayloadRef = PayloadName | [PayloadName];

/** The TypeScript type an answer names: `'User'` is a `User`, `['User']` a `User[]`. */
export type PayloadOf<Ref extends PayloadRef> = Ref extends [infer Name extends PayloadName]
  ? PayloadTypes[Name][]
  : PayloadTypes[Ref & PayloadName];

type JsonSchema = Record<string, unknown>;

const DEFINITIONS = PAYLOAD_SCHEMA_FILE.definitions as Record<string, JsonSchema>;
const COMPONENT_PREFIX = '#/components/schemas/';

export function isPayloadName(name: string): name is PayloadName {
  return Object.hasOwn(DEFINITIONS, name);
}

/** The response schema of an answer, as a reference to the payload's component. */
export function payloadSchema(ref: PayloadRef): SchemaObject | ReferenceObject {
  if (Array.isArray(ref)) return { type: 'array', items: { $ref: COMPONENT_PREFIX + ref[0] } };
  return { $ref: COMPONENT_PREFIX + ref };
}

const isNullSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';

/**
 * A generated JSON Schema (draft-07) in the dialect of the OpenAPI 3.0 document Nest builds:
 * `null` as `nullable`, `const` as a one-value `enum`, `examples` as one `example`, references into
 * the components.
 */
export function toOpenApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApiSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$comment') continue;
    if (key === '$ref' && typeof value === 'string') {
      result.$ref = value.replace('#/definitions/', COMPONENT_PREFIX);
    } else if (key === 'const') {
      result.enum = [value];
    } else if (key === 'examples' && Array.isArray(value)) {
      result.example = value[0];
    } else if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((type) => type !== 'null');
      if (types.length < value.length) result.nullable = true;
      if (types.length === 1) result.type = types[0];
      else result.anyOf = types.map((type: unknown) => ({ type }));
    } else if (key === 'anyOf' && Array.isArray(value) && value.some(isNullSchema)) {
      const rest = value.filter((part) => !isNullSchema(part)).map(toOpenApiSchema);
      result.nullable = true;
      // OpenAPI 3.0 ignores siblings of `$ref`, so a nullable reference is wrapped in `allOf`.
      if (rest.length === 1) result.allOf = rest;
      else result.anyOf = rest;
    } else {
      result[key] = toOpenApiSchema(value);
    }
  }
  return result;
}

/** The payload names a schema refers to. */
function referencedPayloads(schema: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(schema)) {
    for (const part of schema) referencedPayloads(part, found);
  } else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_PREFIX)) {
        found.add(value.slice(COMPONENT_PREFIX.length));
      } else {
        referencedPayloads(value, found);
      }
    }
  }
  return found;
}

/**
 * Adds the schema of every payload the document refers to (and of the payloads those refer to)
 * as a component. Only what a route answers with is listed, not every shared type.
 */
export function addPayloadComponents(document: OpenAPIObject): void {
  document.components ??= {};
  const schemas = (document.components.schemas ??= {});
  // A class documented under a payload's name would silently stand in for the shared type.
  const clash = Object.keys(schemas).filter(isPayloadName);
  if (clash.length) throw new Error(`Components named like shared types: ${clash.join(', ')}`);
  const pending = [...referencedPayloads(document, new Set())];
  while (pending.length) {
    const name = pending.pop()!;
    if (schemas[name] || !isPayloadName(name)) continue;
    const schema = toOpenApiSchema(DEFINITIONS[name]) as SchemaObject;
    schemas[name] = schema;
    pending.push(...referencedPayloads(schema, new Set()));
  }
}
