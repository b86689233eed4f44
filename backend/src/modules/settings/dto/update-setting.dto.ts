import {
  SETTING_KEYS,
  type SettingKey,
  type UpdateSettingRequest,
  FIELD_LIMITS,
} from '@event-kompass/shared-types';
import { OneOfField, RequiredText } from '../../../common/pipes/fields';

export class UpdateSettingDto implements UpdateSettingRequest {
  @OneOfField('Schlüssel', SETTING_KEYS)
  schluessel!: SettingKey;

  @RequiredText('Wert', { max: FIELD_LIMITS.settingValue })
  wert!: string;
}
