import type { ProviderApplicationRequest } from '@event-kompass/shared-types';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsOptional } from 'class-validator';
import { IdListField } from '../../../common/pipes/fields';
import { ProviderFieldsDto } from './provider-fields.dto';

/** `POST /api/providers/register` (name, e-mail, description required; docs/decisions.md: Laufzeit und Preis eines Eintrags). */
export class ProviderApplicationDto extends ProviderFieldsDto implements ProviderApplicationRequest {
  /** Missing or null means none ticked; the service then needs a suggestion. */
  @Transform(({ value }: { value: unknown }) => (value === null || value === undefined ? [] : value))
  @IdListField('Kategorien', { optional: true })
  kategorie_ids: number[] = [];

  @ApiPropertyOptional({
    type: Boolean,
    description: 'AGB akzeptiert (Version und Zeitpunkt werden gespeichert).',
  })
  @IsOptional()
  @Equals(true, { message: 'Bitte akzeptieren Sie die AGB, um sich als Anbieter zu bewerben.' })
  agb_akzeptiert?: boolean;
}
