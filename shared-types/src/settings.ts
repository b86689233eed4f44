export type SettingKey = 'show_stats_on_homepage' | 'expiration_reminder_days' | 'review_reminder_days';

/** `GET /api/admin/settings`: every value is a string. */
export type Settings = Record<SettingKey, string>;

/** `PUT /api/admin/settings` */
export interface UpdateSettingRequest {
  schluessel: SettingKey;
  wert: string;
}

export const SETTING_KEYS: readonly SettingKey[] = [
  'show_stats_on_homepage',
  'expiration_reminder_days',
  'review_reminder_days',
];
