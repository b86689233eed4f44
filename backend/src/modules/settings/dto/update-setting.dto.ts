import { SETTING_KEYS, type SettingKey, type UpdateSettingRequest } from '@event-kompass/shared-types';
import { OneOfField, RequiredText } from '../../../common/pipes/fields';

export class UpdateSettingDto implements UpdateSettingRequest {
  @OneOfField('Schlüssel', SETTING_KEYS)
  schluessel!: SettingKey;

  @RequiredText('Wert', { max: 20 })
  wert!: string;
}
