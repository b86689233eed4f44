import type { ProviderApplicationRequest } from '@event-kompass/shared-types';
import { Transform } from 'class-transformer';
import { IdListField } from '../../../common/pipes/fields';
import { ProviderFieldsDto } from './provider-fields.dto';

/** `POST /api/providers/register` (name, e-mail, description required; docs/decisions.md: Laufzeit und Preis eines Eintrags). */
export class ProviderApplicationDto extends ProviderFieldsDto implements ProviderApplicationRequest {
  /** Missing or null means none ticked; the service then needs a suggestion. */
  @Transform(({ value }: { value: unknown }) => (value === null || value === undefined ? [] : value))
  @IdListField('Kategorien', { optional: true })
  kategorie_ids: number[] = [];
}
