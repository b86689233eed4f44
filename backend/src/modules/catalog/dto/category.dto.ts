import type { CreateCategoryRequest, UpdateCategoryRequest } from '@event-kompass/shared-types';
import { ColorField, OptionalText, RequiredText } from '../../../common/pipes/fields';

export class CreateCategoryDto implements CreateCategoryRequest {
  @RequiredText('Name', { max: 100 })
  name!: string;

  @OptionalText('Beschreibung', { max: 500 })
  description?: string | null;

  /** Missing gives the default colour #48bb78. */
  @ColorField('Farbe')
  farbe?: string;
}

export class UpdateCategoryDto implements UpdateCategoryRequest {
  @RequiredText('Name', { max: 100 })
  name!: string;

  @OptionalText('Beschreibung', { max: 500 })
  description?: string | null;

  /** Missing keeps the current colour. */
  @ColorField('Farbe')
  farbe?: string;
}
