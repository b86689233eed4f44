import { FIELD_LIMITS, PROVIDER_NUMBER_LIMITS } from '@event-kompass/shared-types';
import {
  EmailField,
  OptionalIntegerField,
  OptionalPhoneField,
  OptionalText,
  OptionalUrl,
  RequiredText,
} from '../../../common/pipes/fields';
import { OptionalPlzField } from '../../geo';

/** The listing's own fields, the same in an application and in the admins' edit. */
export class ProviderFieldsDto {
  @RequiredText('Firmenname', { max: FIELD_LIMITS.firmenname })
  firmenname!: string;

  @RequiredText('Beschreibung', { max: FIELD_LIMITS.beschreibung })
  beschreibung!: string;

  @EmailField()
  email!: string;

  @OptionalPhoneField()
  handynummer?: string | null;

  @OptionalUrl('Website')
  website_url?: string | null;

  @OptionalUrl('Instagram')
  instagram_url?: string | null;

  @OptionalText('Neue Kategorie', { max: FIELD_LIMITS.neueKategorieVorschlag })
  neue_kategorie_vorschlag?: string | null;

  @OptionalPlzField()
  plz?: string | null;

  @OptionalIntegerField('Einsatzradius', {
    min: 0,
    max: PROVIDER_NUMBER_LIMITS.maxRadiusKm,
    unit: 'km',
  })
  einsatzradius_km?: number | null;

  @OptionalIntegerField('Preis ab', { min: 0, max: PROVIDER_NUMBER_LIMITS.maxPriceEuro, unit: 'Euro' })
  preis_ab?: number | null;
}
