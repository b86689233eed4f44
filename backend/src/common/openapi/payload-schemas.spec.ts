import PAYLOAD_SCHEMA_FILE from './payload-schemas.json';
import { toOpenApiSchema } from './payload-schemas';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script without types
const generator = require('../../../scripts/generate-payload-schemas.cjs') as {
  generatePayloadSchemas: () => unknown;
};

describe('payload schemas', () => {
  it('are what the shared types generate now (run `npm run payload-schemas -w backend` if not)', () => {
    expect(PAYLOAD_SCHEMA_FILE).toEqual(generator.generatePayloadSchemas());
  }, 60_000);

  it('close every object: an answer may carry only the fields its type names', () => {
    const open = Object.entries(PAYLOAD_SCHEMA_FILE.definitions as Record<string, Record<string, unknown>>)
      .filter(([, schema]) => schema.type === 'object' && schema.additionalProperties !== false)
      .map(([name]) => name);
    expect(open).toEqual([]);
  });

  it('writes null, constants and references in the OpenAPI 3.0 dialect', () => {
    expect(
      toOpenApiSchema({
        type: 'object',
        $comment: 'dropped',
        properties: {
          plz: { type: ['string', 'null'] },
          status: { type: 'string', const: 'ok' },
          anlass: {
            anyOf: [{ $ref: '#/definitions/InquiryAnlass' }, { type: 'null' }],
            description: 'Anlass',
          },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        plz: { type: 'string', nullable: true },
        status: { type: 'string', enum: ['ok'] },
        anlass: {
          allOf: [{ $ref: '#/components/schemas/InquiryAnlass' }],
          nullable: true,
          description: 'Anlass',
        },
      },
    });
  });
});
