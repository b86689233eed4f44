import { FIELD_LIMITS, type CreateReviewRequest, type ReviewReplyRequest } from '@event-kompass/shared-types';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { IdField, OptionalText, RequiredText } from '../../../common/pipes/fields';

export const STARS_MISSING_MESSAGE = 'Bitte geben Sie eine Sterne-Bewertung ab.';

/**
 * 1 to 5 whole stars. A missing rating or 0 (the form's "nothing selected") gets the spec's
 * sentence; anything else that is not a whole number from 1 to 5 is called out as such.
 */
function StarsField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', description: 'Sterne', minimum: 1, maximum: 5 }),
    ValidateBy({
      name: 'stars',
      validator: {
        validate: (value: unknown) =>
          Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5,
        defaultMessage: (args?: ValidationArguments) =>
          args?.value === undefined || args.value === null || args.value === 0
            ? STARS_MISSING_MESSAGE
            : 'Das Feld „Sterne“ muss eine ganze Zahl von 1 bis 5 sein.',
      },
    }),
  );
}

export class CreateReviewDto implements CreateReviewRequest {
  @IdField('Anbieter')
  anbieter_id!: number;

  @StarsField()
  sterne!: number;

  @OptionalText('Kommentar', { max: FIELD_LIMITS.reviewComment })
  kommentar?: string | null;
}

/** `POST /api/reviews/{id}/antwort` */
export class ReviewReplyDto implements ReviewReplyRequest {
  @RequiredText('Antwort', { max: FIELD_LIMITS.reviewComment })
  text!: string;
}
