import { type AdminUpdateProviderRequest, REPORT_LIMITS } from '@event-kompass/shared-types';
import { IsOptional } from 'class-validator';
import {
  BooleanField,
  EmailField,
  IdListField,
  IsoDateField,
  OptionalText,
} from '../../../common/pipes/fields';
import { ProviderFieldsDto } from './provider-fields.dto';

/**
 * `PUT /api/admin/providers/{id}`. Optional fields left out keep their value; sent as null
 * (or blank) they are cleared.
 */
export class AdminUpdateProviderDto extends ProviderFieldsDto implements AdminUpdateProviderRequest {
  @BooleanField('Freigeschaltet')
  ist_freigeschaltet!: boolean;

  @IsoDateField('Gültig bis', { optional: true })
  eintrag_gueltig_bis?: string | null;

  @IdListField('Kategorien')
  kategorie_ids!: number[];

  /** Missing keeps the owner; null removes a named one. */
  @IsOptional()
  @EmailField('Konto des Anbieters')
  besitzer_email?: string | null;

  /** The statement of reasons when the listing goes offline; the provider module ignores it. */
  @OptionalText('Begründung', { max: REPORT_LIMITS.statementMax })
  begruendung?: string | null;
}
