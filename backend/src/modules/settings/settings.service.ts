import { Injectable } from '@nestjs/common';
import { SETTING_KEYS, type SettingKey, type Settings } from '@event-kompass/shared-types';
import { TransactionRunner } from '../../database/transaction-runner';
import { InvalidSetting } from './settings.errors';
import { SettingsRepository } from './settings.repository';

/** The defaults, also written by the first migration. */
export const DEFAULT_SETTINGS: Settings = {
  show_stats_on_homepage: 'true',
  expiration_reminder_days: '30',
  review_reminder_days: '3',
  // Off, so the spec's flow (inquire right after registering) stays the default.
  require_email_verification: 'false',
};

const FLAGS: readonly SettingKey[] = ['show_stats_on_homepage', 'require_email_verification'];

const MAX_DAYS = 365;

/** Why `value` is no valid value for `key` (German, for the user), or null when it is. */
export function settingProblem(key: SettingKey, value: string): string | null {
  if (FLAGS.includes(key)) {
    return value === 'true' || value === 'false'
      ? null
      : `Der Wert für „${key}“ muss „true“ oder „false“ sein.`;
  }
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_DAYS
    ? null
    : `Der Wert für „${key}“ muss eine ganze Zahl von 1 bis ${MAX_DAYS} sein.`;
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async getAll(): Promise<Settings> {
    const rows = await this.settings.findAll();
    const result: Settings = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      if ((SETTING_KEYS as readonly string[]).includes(row.schluessel))
        result[row.schluessel as SettingKey] = row.wert;
    }
    return result;
  }

  async showStatsOnHomepage(): Promise<boolean> {
    return (await this.getAll()).show_stats_on_homepage === 'true';
  }

  /** Whether inquiries and reviews need a confirmed e-mail address (issue 14, default off). */
  async requireEmailVerification(): Promise<boolean> {
    return (await this.getAll()).require_email_verification === 'true';
  }

  async days(key: 'expiration_reminder_days' | 'review_reminder_days'): Promise<number> {
    const value = Number((await this.getAll())[key]);
    return Number.isInteger(value) && value >= 1 ? value : Number(DEFAULT_SETTINGS[key]);
  }

  async update(key: SettingKey, value: string): Promise<Settings> {
    const problem = settingProblem(key, value);
    if (problem) throw new InvalidSetting(problem);
    await this.tx.run((manager) => this.settings.put(manager, key, value));
    return this.getAll();
  }
}
