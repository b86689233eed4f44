import {
  FIELD_LIMITS,
  integerRangeMessage,
  TIME_OF_DAY_PATTERN,
  timeOfDayMessage,
} from '@event-kompass/shared-types';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';

/**
 * Field decorators with German messages. Each names the field by its German label so the
 * user learns which input was wrong; a DTO property without one of these is refused by the
 * whitelist, so every accepted field passes through here. The same label, limits and format
 * describe the field in the OpenAPI document, so no DTO repeats them.
 */

const INT_MAX = 2_147_483_647;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/**
 * Text people type: no control characters but tab and line breaks, and no bidirectional
 * overrides, which can make a name or review read differently from what is stored.
 */
const NO_CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/** An address as people have them: no quoted local part, no spaces or brackets before the @. */
const PLAIN_EMAIL_LOCAL_PART = /^[^"\\\s<>()[\],;:@]+@/;

/** Whether a text is free of the control characters no field accepts (for checks of nested values). */
export function hasNoControlCharacters(value: string): boolean {
  return NO_CONTROL_CHARACTERS.test(value);
}

const noControlCharacters = (label: string) =>
  Matches(NO_CONTROL_CHARACTERS, { message: `Das Feld „${label}“ enthält unzulässige Steuerzeichen.` });

/** Missing, null and blank are accepted (and stored as null). */
const nullableDoc = { required: false, nullable: true } as const;

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

interface TextOptions {
  max: number;
  min?: number;
  /** The spec's own sentence for a missing value. */
  requiredMessage?: string;
}

export function RequiredText(label: string, options: TextOptions): PropertyDecorator {
  const decorators = [
    ApiProperty({ type: String, description: label, minLength: options.min ?? 1, maxLength: options.max }),
    Transform(trim),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsNotEmpty({ message: options.requiredMessage ?? `Bitte füllen Sie das Feld „${label}“ aus.` }),
    noControlCharacters(label),
    MaxLength(options.max, {
      message: `Das Feld „${label}“ darf höchstens ${options.max} Zeichen lang sein.`,
    }),
  ];
  if (options.min) {
    decorators.push(
      MinLength(options.min, {
        message: `Das Feld „${label}“ muss mindestens ${options.min} Zeichen lang sein.`,
      }),
    );
  }
  return applyDecorators(...decorators);
}

/** Optional text: missing, null and blank all become null. */
export function OptionalText(label: string, options: { max: number }): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, description: label, maxLength: options.max, ...nullableDoc }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    noControlCharacters(label),
    MaxLength(options.max, {
      message: `Das Feld „${label}“ darf höchstens ${options.max} Zeichen lang sein.`,
    }),
  );
}

/** A mobile number, optional wherever a person or a listing gives one. */
export function OptionalPhoneField(): PropertyDecorator {
  return OptionalText('Handynummer', { max: FIELD_LIMITS.handynummer });
}

/** A password that is not trimmed (spaces are part of it); long ones are hashed whole. */
export function PasswordField(label: string, options: { optional: boolean }): PropertyDecorator {
  const doc = {
    type: String,
    format: 'password',
    description: options.optional ? `${label} (leer: unverändert)` : label,
    minLength: FIELD_LIMITS.passwordMin,
    maxLength: FIELD_LIMITS.password,
  };
  const decorators = [
    options.optional ? ApiPropertyOptional({ ...doc, ...nullableDoc }) : ApiProperty(doc),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(FIELD_LIMITS.password, {
      message: `Das Feld „${label}“ darf höchstens ${FIELD_LIMITS.password} Zeichen lang sein.`,
    }),
  ];
  if (options.optional) {
    // Empty means "keep the current password".
    return applyDecorators(
      Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
      IsOptional(),
      ...decorators,
      MinLength(FIELD_LIMITS.passwordMin, {
        message: `Das Passwort muss mindestens ${FIELD_LIMITS.passwordMin} Zeichen lang sein.`,
      }),
    );
  }
  return applyDecorators(
    ...decorators,
    MinLength(FIELD_LIMITS.passwordMin, {
      message: `Das Passwort muss mindestens ${FIELD_LIMITS.passwordMin} Zeichen lang sein.`,
    }),
  );
}

export function EmailField(label = 'E-Mail'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', description: label, maxLength: FIELD_LIMITS.email }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsNotEmpty({ message: `Bitte füllen Sie das Feld „${label}“ aus.` }),
    MaxLength(FIELD_LIMITS.email, {
      message: `Das Feld „${label}“ darf höchstens ${FIELD_LIMITS.email} Zeichen lang sein.`,
    }),
    IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }),
    Matches(PLAIN_EMAIL_LOCAL_PART, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }),
  );
}

/** An optional address (a report's "for feedback"); missing, null and blank become null. */
export function OptionalEmailField(label = 'E-Mail'): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'email',
      description: label,
      maxLength: FIELD_LIMITS.email,
      ...nullableDoc,
    }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim().toLowerCase();
      return trimmed === '' ? null : trimmed;
    }),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(FIELD_LIMITS.email, {
      message: `Das Feld „${label}“ darf höchstens ${FIELD_LIMITS.email} Zeichen lang sein.`,
    }),
    IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }),
    Matches(PLAIN_EMAIL_LOCAL_PART, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }),
  );
}

/** An optional http(s) address; blank becomes null. */
export function OptionalUrl(label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'uri',
      description: label,
      maxLength: FIELD_LIMITS.url,
      pattern: URL_PATTERN.source,
      example: 'https://www.beispiel.de',
      ...nullableDoc,
    }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(FIELD_LIMITS.url, {
      message: `Das Feld „${label}“ darf höchstens ${FIELD_LIMITS.url} Zeichen lang sein.`,
    }),
    Matches(URL_PATTERN, {
      message: `Das Feld „${label}“ muss eine Adresse sein, die mit http:// oder https:// beginnt.`,
    }),
  );
}

export function IdField(
  label: string,
  options: { message?: string; optional?: boolean } = {},
): PropertyDecorator {
  const message = options.message ?? `Das Feld „${label}“ muss eine gültige ID sein.`;
  const doc = { type: 'integer', description: label, minimum: 1, maximum: INT_MAX, example: 1 } as const;
  const check = [IsInt({ message }), Min(1, { message }), Max(INT_MAX, { message })];
  if (options.optional) return applyDecorators(ApiPropertyOptional(doc), IsOptional(), ...check);
  return applyDecorators(ApiProperty(doc), ...check);
}

/** A list of ids; `optional` lets it be left out (the DTO decides what that means). */
export function IdListField(label: string, options: { optional?: boolean } = {}): PropertyDecorator {
  const message = `Das Feld „${label}“ muss eine Liste gültiger IDs sein.`;
  const doc = {
    type: 'integer',
    isArray: true,
    description: label,
    minimum: 1,
    maximum: INT_MAX,
    maxItems: 100,
    example: [1, 2],
  } as const;
  return applyDecorators(
    ...(options.optional ? [ApiPropertyOptional(doc), IsOptional()] : [ApiProperty(doc)]),
    IsArray({ message }),
    ArrayMaxSize(100, { message: `Das Feld „${label}“ darf höchstens 100 Einträge haben.` }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(INT_MAX, { each: true, message }),
  );
}

export function BooleanField(label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Boolean, description: label }),
    IsBoolean({ message: `Das Feld „${label}“ muss wahr oder falsch sein.` }),
  );
}

/** An optional yes/no; missing (or null) stays missing and the service keeps its default. */
export function OptionalBooleanField(label: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Boolean, description: label, required: false }),
    IsOptional(),
    IsBoolean({ message: `Das Feld „${label}“ muss wahr oder falsch sein.` }),
  );
}

export function IntegerField(
  label: string,
  options: { min: number; max: number; message?: string },
): PropertyDecorator {
  const message =
    options.message ?? `Das Feld „${label}“ muss eine ganze Zahl von ${options.min} bis ${options.max} sein.`;
  return applyDecorators(
    ApiProperty({ type: 'integer', description: label, minimum: options.min, maximum: options.max }),
    IsInt({ message }),
    Min(options.min, { message }),
    Max(options.max, { message }),
  );
}

/** An optional whole number; missing stays missing, null (or a blank text) means "none". */
export function OptionalIntegerField(
  label: string,
  options: { min: number; max: number; unit?: string },
): PropertyDecorator {
  const message = integerRangeMessage(label, options);
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      description: label,
      minimum: options.min,
      maximum: options.max,
      ...nullableDoc,
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && value.trim() === '' ? null : value,
    ),
    IsOptional(),
    IsInt({ message }),
    Min(options.min, { message }),
    Max(options.max, { message }),
  );
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar date as `YYYY-MM-DD` (2026-02-30 is refused). */
export function isRealIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function IsoDateField(label: string, options: { optional: boolean }): PropertyDecorator {
  const message = `Das Feld „${label}“ muss ein gültiges Datum (JJJJ-MM-TT) sein.`;
  const check = applyDecorators(
    IsString({ message }),
    Matches(ISO_DATE, { message }),
    ValidateIf((_object, value) => !isRealIsoDate(value)),
    IsIn([], { message }),
  );
  const doc = { type: String, format: 'date', description: label };
  if (!options.optional) return applyDecorators(ApiProperty(doc), check);
  return applyDecorators(
    ApiPropertyOptional({ ...doc, ...nullableDoc }),
    Transform(trimToNull),
    IsOptional(),
    check,
  );
}

export function ColorField(label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: label,
      pattern: COLOR_PATTERN.source,
      example: '#48bb78',
    }),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss eine Farbe im Format #rrggbb sein.` }),
    Matches(COLOR_PATTERN, { message: `Das Feld „${label}“ muss eine Farbe im Format #rrggbb sein.` }),
  );
}

export function OneOfField(label: string, values: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, enum: [...values], description: label }),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsIn([...values], { message: `Das Feld „${label}“ hat einen unbekannten Wert.` }),
  );
}

/** An optional value from a fixed list; missing, null or blank means "none". */
export function OptionalOneOfField(label: string, values: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, enum: [...values], description: label, ...nullableDoc }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsIn([...values], { message: `Das Feld „${label}“ hat einen unbekannten Wert.` }),
  );
}

/** An optional time of day as `HH:MM` (00:00–23:59); missing, null or blank means "none". */
export function OptionalTimeField(label: string): PropertyDecorator {
  const message = timeOfDayMessage(label);
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: label,
      pattern: TIME_OF_DAY_PATTERN.source,
      example: '18:30',
      ...nullableDoc,
    }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message }),
    Matches(TIME_OF_DAY_PATTERN, { message }),
  );
}

/** An optional text of a fixed form (`pattern`, described as `form`); missing, null or blank means "none". */
export function OptionalPatternField(label: string, pattern: RegExp, form: string): PropertyDecorator {
  const message = `Das Feld „${label}“ muss ${form} sein.`;
  return applyDecorators(
    ApiPropertyOptional({ type: String, description: label, pattern: pattern.source, ...nullableDoc }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message }),
    Matches(pattern, { message }),
  );
}

/**
 * A field this route does not accept from this caller (e.g. the company name in the owner's
 * edit): named in the DTO only to refuse it with a sentence that says who changes it instead.
 */
export function RefusedField(message: string): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsIn([], { message }),
  );
}

/** A list of real dates (`YYYY-MM-DD`), at most `max`; one check, so its message is exact. */
export function IsoDateListField(label: string, options: { max: number }): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (!Array.isArray(value) || !value.every(isRealIsoDate)) {
      return `Das Feld „${label}“ muss eine Liste von Daten (JJJJ-MM-TT) sein.`;
    }
    if (value.length > options.max) {
      return `Das Feld „${label}“ darf höchstens ${options.max} Daten enthalten.`;
    }
    return null;
  };
  return applyDecorators(
    ApiProperty({ type: [String], format: 'date', description: label, maxItems: options.max }),
    ValidateBy({
      name: 'isoDateList',
      validator: {
        validate: (value: unknown) => problem(value) === null,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    }),
  );
}
