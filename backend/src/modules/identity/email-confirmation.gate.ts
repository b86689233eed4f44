import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { SettingsService } from '../settings';
import { EmailNotConfirmed } from './identity.errors';

/**
 * What writes to other people (inquiries, reviews) ask first: with the admin setting
 * `require_email_verification` on, only accounts with a confirmed address may. Off by
 * default, so the spec's flow stays.
 */
@Injectable()
export class EmailConfirmationGate {
  constructor(private readonly settings: SettingsService) {}

  async check(user: AuthUser): Promise<void> {
    if (user.emailConfirmed) return;
    if (await this.settings.requireEmailVerification()) throw new EmailNotConfirmed();
  }
}
