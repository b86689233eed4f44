import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MessageResponse } from '@event-kompass/shared-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import type { UserEntity } from './entities/user.entity';
import { UnsubscribeLinkInvalid } from './identity.errors';
import { type ReminderRecipient, UserRepository } from './user.repository';

/**
 * Sets or withdraws the consent to review reminders; `undefined` keeps it. A renewed "yes"
 * keeps its first date, which is the one the consent was given on.
 */
export function applyReminderConsent(user: UserEntity, wanted: boolean | undefined): void {
  if (wanted === undefined) return;
  if (!wanted) user.erinnerungenErlaubtAm = null;
  else if (user.erinnerungenErlaubtAm === null) user.erinnerungenErlaubtAm = new Date();
}

/** A consenting user with the token of their one-click unsubscribe link. */
export interface ReminderRecipientWithLink extends ReminderRecipient {
  unsubscribeToken: string;
}

/**
 * Review reminders only go to users who agreed, and every reminder carries a one-click
 * unsubscribe link (RFC 8058).
 *
 * The link's token is an HMAC of the user id and the account's creation time under a key
 * derived from the app secret, not a stored random value: it needs no table or migration,
 * stays the same in every reminder (an old mail's link keeps working), cannot be guessed or
 * forged without the secret, and the creation time stops a link from matching a later account
 * that gets the same id (e.g. after a restored backup). What it cannot do is be revoked one by
 * one — acceptable, since all it can ever do is switch reminders off for that one account.
 * Rotating JWT_SECRET invalidates all links; users can still unsubscribe in their profile.
 */
@Injectable()
export class ReminderConsentService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
  ) {
    // A key of its own, so an unsubscribe token can never serve as anything signed with the JWT key.
    this.key = createHmac('sha256', config.jwtSecret).update('review-reminder-unsubscribe').digest();
  }

  /** Of these users, those who agreed to reminders, each with their unsubscribe token. */
  async recipients(userIds: readonly number[]): Promise<Map<number, ReminderRecipientWithLink>> {
    const found = await this.users.reminderRecipients(userIds);
    const withLinks = new Map<number, ReminderRecipientWithLink>();
    for (const [id, user] of found) {
      withLinks.set(id, { ...user, unsubscribeToken: this.token(id, user.erstelltAm) });
    }
    return withLinks;
  }

  /**
   * Withdraws the consent of the token's account, without login. Idempotent: a second click,
   * or a user who had already withdrawn it, gets the same answer.
   */
  async unsubscribe(token: string): Promise<MessageResponse> {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw new UnsubscribeLinkInvalid();
    const id = Number(match[1]);
    const createdAt = await this.users.createdAtOf(id);
    if (createdAt === null || !sameText(this.token(id, createdAt), token)) throw new UnsubscribeLinkInvalid();
    await this.tx.run(async (manager) => {
      if (!(await this.users.withdrawReminderConsent(manager, id))) throw new UnsubscribeLinkInvalid();
    });
    return { msg: 'Sie erhalten keine Bewertungserinnerungen mehr.' };
  }

  private token(id: number, createdAt: string): string {
    const mac = createHmac('sha256', this.key)
      .update(`${id}:${Date.parse(createdAt)}`)
      .digest('base64url');
    return `${id}.${mac}`;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
