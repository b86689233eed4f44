import {
  type CreateCategoryRequest,
  FIELD_LIMITS,
  type UpdateCategoryRequest,
} from '@event-kompass/shared-types';
import { ColorField, OptionalText, RequiredText } from '../../../common/pipes/fields';

/** A missing `farbe` gives the default colour #48bb78. */
export class CreateCategoryDto implements CreateCategoryRequest {
  @RequiredText('Name', { max: FIELD_LIMITS.categoryName })
  name!: string;

  @OptionalText('Beschreibung', { max: FIELD_LIMITS.categoryDescription })
  description?: string | null;

  @ColorField('Farbe')
  farbe?: string;
}

/** The same fields; a missing `farbe` keeps the current colour. */
export class UpdateCategoryDto extends CreateCategoryDto implements UpdateCategoryRequest {}
