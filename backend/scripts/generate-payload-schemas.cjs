#!/usr/bin/env node
/**
 * Writes the JSON Schemas of the API's payloads (`src/common/openapi/payload-schema-definitions.json`) from
 * the one place they are defined: the interfaces and type aliases exported by `shared-types`.
 * The OpenAPI document registers them as components and `@ApiRoute(…, { ok: 'Name' })` names
 * them; the API tests check answers against them (test/support/contract.ts).
 *
 * The file is committed, so build, start and tests need no generator; `payload-schemas.spec.ts`
 * fails when it is stale (it compares the schemas, not the text). After changing a shared type: `npm run payload-schemas -w backend`.
 *
 * JSDoc comments become descriptions; annotations such as `@format date`, `@minimum 1` or
 * `@asType integer` on a field become the schema keywords of the same name.
 *
 * CommonJS so the drift test can call `generatePayloadSchemas()` without a build.
 * Usage: node scripts/generate-payload-schemas.cjs [output file]
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { createGenerator } = require('ts-json-schema-generator');

const SHARED_TYPES = path.join(__dirname, '..', '..', 'shared-types');
const ENTRY = path.join(SHARED_TYPES, 'src', 'index.ts');
const DEFAULT_OUTPUT = path.join(
  __dirname,
  '..',
  'src',
  'common',
  'openapi',
  'payload-schema-definitions.json',
);

/**
 * Exported types that never travel as JSON: the storefront's fetch abstraction (functions and a
 * `Response` look-alike) has no JSON Schema.
 */
const NOT_PAYLOADS = new Set(['ApiAnswer', 'ApiTransport']);

/** The names of the exported, non-generic interfaces and type aliases of shared-types. */
function payloadNames() {
  const program = ts.createProgram([ENTRY], { strict: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(ENTRY));
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const isType = symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias);
      const generic = symbol.declarations?.some((declaration) => declaration.typeParameters?.length);
      return isType && !generic && !NOT_PAYLOADS.has(exported.name);
    })
    .map((exported) => exported.name)
    .sort();
}

/** The schemas: `{ definitions: { Name: JSON Schema (draft-07), … } }`. */
function generatePayloadSchemas() {
  const generator = createGenerator({
    path: ENTRY,
    tsconfig: path.join(SHARED_TYPES, 'tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // Every object is closed: an answer may carry only the fields its type names.
    additionalProperties: false,
    // `tsc` checks shared-types already; checking again here would double the time.
    skipTypeCheck: true,
  });
  const definitions = {};
  for (const name of payloadNames()) {
    Object.assign(definitions, generator.createSchema(name).definitions);
  }
  for (const name of Object.keys(definitions)) {
    // OpenAPI component names allow only these characters; an anonymous or generic type would
    // need a name of its own in shared-types.
    if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`Payload schema without a usable name: ${name}`);
  }
  // Types by name, so the file changes only where a type does; fields keep their declared order
  // (the reference lists them as the interface does).
  const byName = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [name, definitions[name]]),
  );
  return { definitions: byName };
}

/** Writes the file as the repository's prettier would format it, so format checks stay quiet. */
async function writePayloadSchemas(output = DEFAULT_OUTPUT) {
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(output)) ?? {};
  const text = await prettier.format(JSON.stringify(generatePayloadSchemas()), {
    ...options,
    filepath: output,
  });
  fs.writeFileSync(output, text);
}

module.exports = { generatePayloadSchemas, DEFAULT_OUTPUT };

if (require.main === module) {
  const output = process.argv[2] ?? DEFAULT_OUTPUT;
  writePayloadSchemas(output).then(
    () => console.log(`Payload schemas written to ${path.relative(process.cwd(), output)}`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
