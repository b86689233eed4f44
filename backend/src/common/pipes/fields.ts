import { applyDecorators } from '@nestjs/common';
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
  ValidateIf,
} from 'class-validator';

/**
 * Field decorators with German messages. Each names the field by its German label so the
 * user learns which input was wrong; a DTO property without one of these is refused by the
 * whitelist, so every accepted field passes through here.
 */

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
    Transform(trim),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsNotEmpty({ message: options.requiredMessage ?? `Bitte füllen Sie das Feld „${label}“ aus.` }),
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
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(options.max, {
      message: `Das Feld „${label}“ darf höchstens ${options.max} Zeichen lang sein.`,
    }),
  );
}

/** A password that is not trimmed (spaces are part of it); long ones are hashed whole. */
export function PasswordField(label: string, options: { optional: boolean }): PropertyDecorator {
  const decorators = [
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(1024, { message: `Das Feld „${label}“ darf höchstens 1024 Zeichen lang sein.` }),
  ];
  if (options.optional) {
    // Empty means "keep the current password".
    return applyDecorators(
      Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
      IsOptional(),
      ...decorators,
      MinLength(6, { message: 'Das Passwort muss mindestens 6 Zeichen lang sein.' }),
    );
  }
  return applyDecorators(
    ...decorators,
    MinLength(6, { message: 'Das Passwort muss mindestens 6 Zeichen lang sein.' }),
  );
}

export function EmailField(label = 'E-Mail'): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsNotEmpty({ message: `Bitte füllen Sie das Feld „${label}“ aus.` }),
    MaxLength(254, { message: `Das Feld „${label}“ darf höchstens 254 Zeichen lang sein.` }),
    IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }),
  );
}

/** An optional http(s) address; blank becomes null. */
export function OptionalUrl(label: string): PropertyDecorator {
  return applyDecorators(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    MaxLength(500, { message: `Das Feld „${label}“ darf höchstens 500 Zeichen lang sein.` }),
    Matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, {
      message: `Das Feld „${label}“ muss eine Adresse sein, die mit http:// oder https:// beginnt.`,
    }),
  );
}

export function IdField(label: string, options: { message?: string } = {}): PropertyDecorator {
  const message = options.message ?? `Das Feld „${label}“ muss eine gültige ID sein.`;
  return applyDecorators(IsInt({ message }), Min(1, { message }), Max(2_147_483_647, { message }));
}

export function IdListField(label: string): PropertyDecorator {
  const message = `Das Feld „${label}“ muss eine Liste gültiger IDs sein.`;
  return applyDecorators(
    IsArray({ message }),
    ArrayMaxSize(100, { message: `Das Feld „${label}“ darf höchstens 100 Einträge haben.` }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(2_147_483_647, { each: true, message }),
  );
}

export function BooleanField(label: string): PropertyDecorator {
  return IsBoolean({ message: `Das Feld „${label}“ muss wahr oder falsch sein.` });
}

export function IntegerField(
  label: string,
  options: { min: number; max: number; message?: string },
): PropertyDecorator {
  const message =
    options.message ?? `Das Feld „${label}“ muss eine ganze Zahl von ${options.min} bis ${options.max} sein.`;
  return applyDecorators(IsInt({ message }), Min(options.min, { message }), Max(options.max, { message }));
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
  if (!options.optional) return check;
  return applyDecorators(Transform(trimToNull), IsOptional(), check);
}

export function ColorField(label: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: `Das Feld „${label}“ muss eine Farbe im Format #rrggbb sein.` }),
    Matches(/^#[0-9a-fA-F]{6}$/, { message: `Das Feld „${label}“ muss eine Farbe im Format #rrggbb sein.` }),
  );
}

export function OneOfField(label: string, values: readonly string[]): PropertyDecorator {
  return applyDecorators(
    IsString({ message: `Das Feld „${label}“ muss ein Text sein.` }),
    IsIn([...values], { message: `Das Feld „${label}“ hat einen unbekannten Wert.` }),
  );
}
