import type { ProviderApplicationRequest } from '@event-kompass/shared-types';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  EmailField,
  IdListField,
  OptionalText,
  OptionalUrl,
  RequiredText,
} from '../../../common/pipes/fields';

/** `POST /api/providers/register` (spec section 5: name, e-mail, description required). */
export class ProviderApplicationDto implements ProviderApplicationRequest {
  @RequiredText('Firmenname', { max: 200 })
  firmenname!: string;

  @EmailField()
  email!: string;

  @OptionalText('Handynummer', { max: 40 })
  handynummer?: string | null;

  @OptionalUrl('Website')
  website_url?: string | null;

  @OptionalUrl('Instagram')
  instagram_url?: string | null;

  @RequiredText('Beschreibung', { max: 5000 })
  beschreibung!: string;

  /** Missing or null means none ticked; the service then needs a suggestion. */
  @Transform(({ value }: { value: unknown }) => (value === null || value === undefined ? [] : value))
  @IsOptional()
  @IdListField('Kategorien')
  kategorie_ids: number[] = [];

  @OptionalText('Neue Kategorie', { max: 200 })
  neue_kategorie_vorschlag?: string | null;
}
