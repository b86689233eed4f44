import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import {
  type DecideQuoteRequest,
  QUOTE_LIMITS,
  type QuotePosition,
  type SendQuoteRequest,
} from '@event-kompass/shared-types';
import { hasNoControlCharacters, IdField, IsoDateField, OptionalText } from '../../../common/pipes/fields';

const LABEL = 'Positionen';
const { minPositionen, maxPositionen, positionText, maxBetragCent } = QUOTE_LIMITS;

/** Trims each position's text, so a blank one is caught as blank. */
function trimPositions({ value }: { value: unknown }): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) =>
    item !== null && typeof item === 'object' && typeof (item as { text?: unknown }).text === 'string'
      ? { ...item, text: (item as { text: string }).text.trim() }
      : item,
  );
}

/** The first thing wrong with the positions, as the German sentence the provider sees; null if none. */
export function positionsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length < minPositionen) {
    return `Bitte geben Sie mindestens eine Position an.`;
  }
  if (value.length > maxPositionen) return `Ein Angebot darf höchstens ${maxPositionen} Positionen haben.`;
  for (const [index, item] of value.entries()) {
    const name = `Position ${index + 1}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      return `${name} muss einen Text und einen Betrag haben.`;
    }
    const unknownKey = Object.keys(item).find((key) => key !== 'text' && key !== 'betrag_cent');
    if (unknownKey) return `${name}: Das Feld „${unknownKey}“ ist nicht erlaubt.`;
    const { text, betrag_cent: cents } = item as Record<string, unknown>;
    if (typeof text !== 'string' || text === '') return `${name}: Bitte geben Sie eine Beschreibung an.`;
    if (text.length > positionText) {
      return `${name}: Die Beschreibung darf höchstens ${positionText} Zeichen lang sein.`;
    }
    if (!hasNoControlCharacters(text)) return `${name}: Die Beschreibung enthält unzulässige Steuerzeichen.`;
    if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 1 || cents > maxBetragCent) {
      return `${name}: Der Betrag muss ein ganzer Cent-Betrag von 1 bis ${maxBetragCent} sein (höchstens 100.000,00 €).`;
    }
  }
  return null;
}

function QuotePositionsField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      description: `${LABEL}: ${minPositionen} bis ${maxPositionen}, je Text (höchstens ${positionText} Zeichen) und Betrag in ganzen Cent (1 bis ${maxBetragCent}).`,
      type: 'array',
      minItems: minPositionen,
      maxItems: maxPositionen,
      items: {
        type: 'object',
        required: ['text', 'betrag_cent'],
        properties: {
          text: { type: 'string', minLength: 1, maxLength: positionText },
          betrag_cent: { type: 'integer', minimum: 1, maximum: maxBetragCent },
        },
      },
    }),
    Transform(trimPositions),
    ValidateBy({
      name: 'quotePositions',
      validator: {
        validate: (value: unknown) => positionsProblem(value) === null,
        defaultMessage: (args) => positionsProblem(args?.value) ?? '',
      },
    }),
  );
}

export class SendQuoteDto implements SendQuoteRequest {
  @QuotePositionsField()
  positionen!: QuotePosition[];

  @IsoDateField('Gültig bis', { optional: false })
  gueltig_bis!: string;

  @OptionalText('Hinweis', { max: QUOTE_LIMITS.hinweis })
  hinweis?: string | null;
}

export class DecideQuoteDto implements DecideQuoteRequest {
  @IdField('Angebot', { optional: true })
  angebot_id?: number;
}
