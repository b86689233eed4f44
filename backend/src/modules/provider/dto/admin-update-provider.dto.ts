import type { AdminUpdateProviderRequest } from '@event-kompass/shared-types';
import {
  BooleanField,
  EmailField,
  IdListField,
  IsoDateField,
  OptionalText,
  OptionalUrl,
  RequiredText,
} from '../../../common/pipes/fields';

/**
 * `PUT /api/admin/providers/{id}`. Optional fields left out keep their value; sent as null
 * (or blank) they are cleared.
 */
export class AdminUpdateProviderDto implements AdminUpdateProviderRequest {
  @RequiredText('Firmenname', { max: 200 })
  firmenname!: string;

  @RequiredText('Beschreibung', { max: 5000 })
  beschreibung!: string;

  @EmailField()
  email!: string;

  @OptionalText('Handynummer', { max: 40 })
  handynummer?: string | null;

  @OptionalUrl('Website')
  website_url?: string | null;

  @OptionalUrl('Instagram')
  instagram_url?: string | null;

  @BooleanField('Freigeschaltet')
  ist_freigeschaltet!: boolean;

  @IsoDateField('Gültig bis', { optional: true })
  eintrag_gueltig_bis?: string | null;

  @IdListField('Kategorien')
  kategorie_ids!: number[];

  @OptionalText('Neue Kategorie', { max: 200 })
  neue_kategorie_vorschlag?: string | null;
}
