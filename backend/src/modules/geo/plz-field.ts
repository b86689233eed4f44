import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { plzProblem } from './geo';

/**
 * An optional German postal code in a request body: five digits of a code that exists (the
 * bundled table). Blank and null mean "none"; the message says whether the format or the code
 * itself is wrong.
 */
export function OptionalPlzField(label = 'PLZ'): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: `${label} (deutsche Postleitzahl)`,
      pattern: '^[0-9]{5}$',
      example: '68159',
      required: false,
      nullable: true,
    }),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
    IsOptional(),
    ValidateBy({
      name: 'isGermanPlz',
      validator: {
        validate: (value: unknown) => plzProblem(value) === null,
        defaultMessage: (args) => plzProblem(args?.value) ?? '',
      },
    }),
  );
}
