import {
  FIELD_LIMITS,
  MAX_TAKEN_DATES,
  type OwnListingUpdateRequest,
  type ProviderAvailability,
} from '@event-kompass/shared-types';
import { PickType } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { IsoDateListField, RefusedField, RequiredText } from '../../../common/pipes/fields';
import { ProviderFieldsDto } from './provider-fields.dto';

const ADMINS_ONLY =
  'Firmenname, E-Mail-Adresse, Kategorien, Freischaltung und Laufzeit ändert nur die Redaktion. Schreiben Sie uns dazu bitte über das Kontaktformular.';

/**
 * `PUT /api/profile/provider/{id}`: the owner's edit. Missing fields keep their value. The
 * fields only admins change are named here to refuse them with a sentence saying so.
 */
export class OwnListingUpdateDto
  extends PickType(ProviderFieldsDto, [
    'handynummer',
    'website_url',
    'instagram_url',
    'plz',
    'einsatzradius_km',
    'preis_ab',
  ] as const)
  implements OwnListingUpdateRequest
{
  @ValidateIf((_dto, value) => value !== undefined)
  @RequiredText('Beschreibung', { max: FIELD_LIMITS.beschreibung })
  beschreibung?: string;

  @RefusedField(ADMINS_ONLY)
  firmenname?: never;

  @RefusedField(ADMINS_ONLY)
  email?: never;

  @RefusedField(ADMINS_ONLY)
  kategorie_ids?: never;

  @RefusedField(ADMINS_ONLY)
  neue_kategorie_vorschlag?: never;

  @RefusedField(ADMINS_ONLY)
  ist_freigeschaltet?: never;

  @RefusedField(ADMINS_ONLY)
  eintrag_gueltig_bis?: never;
}

/** `PUT /api/profile/provider/{id}/availability` */
export class AvailabilityDto implements ProviderAvailability {
  @IsoDateListField('Belegte Tage', { max: MAX_TAKEN_DATES })
  belegt!: string[];
}
