import { INQUIRY_LIMITS, MAX_TAKEN_DATES } from '@event-kompass/shared-types';
import PAYLOAD_SCHEMA_FILE from './payload-schema-definitions.json';
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

  it('carry the limits the shared constants name (JSDoc annotations take only literals)', () => {
    const { definitions } = PAYLOAD_SCHEMA_FILE;
    expect(definitions.ProviderAvailability.properties.belegt.maxItems).toBe(MAX_TAKEN_DATES);
    expect(definitions.InquiryDetails.properties.gaeste.maximum).toBe(INQUIRY_LIMITS.maxGaeste);
  });

  it('writes null, constants and references in the OpenAPI 3.0 dialect', () => {
    expect(
      toOpenApiSchema({
        type: 'object',
        $comment: 'dropped',
        properties: {
          plz: { type: ['string', 'null'] },
          status: { type: 'string', const: 'ok' },
          farbe: { type: 'string', examples: ['#48bb78'] },
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
        farbe: { type: 'string', example: '#48bb78' },
        anlass: {
          allOf: [{ $ref: '#/components/schemas/InquiryAnlass' }],
          nullable: true,
          description: 'Anlass',
        },
      },
    });
  });
});
