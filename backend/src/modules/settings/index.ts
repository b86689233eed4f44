/** The settings module's public surface: the admin's switches and reminder windows. */
export { SettingsModule } from './settings.module';
export { SettingsService, DEFAULT_SETTINGS, settingProblem } from './settings.service';
export { SettingEntity } from './entities/setting.entity';
