import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AccountLinkInfo,
  MessageResponse,
  PasswordResetConfirmResponse,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { accountAndClient, RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { refusingDuplicates } from '../../database/driver-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { emailConfirmationMail, OutboxService, passwordResetMail } from '../mail';
import { AccountTokenRepository } from './account-token.repository';
import type { AccountLinkDto, PasswordResetConfirmDto, PasswordResetDto } from './dto/auth.dto';
import type { VerifyEmailResponse } from '@event-kompass/shared-types';
import type { AccountTokenEntity, AccountTokenPurpose } from './entities/account-token.entity';
import {
  AccountLinkInvalid,
  AccountNamesRequired,
  EmailAlreadyConfirmed,
  EmailTaken,
  UserNotFound,
} from './identity.errors';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { toTokenUser } from './user.mapper';
import { UserRepository } from './user.repository';
import type { UserEntity } from './entities/user.entity';

const MINUTE = 60_000;

/** How long a link from a mail works (issue 14: reset 60 min; issue 13: account setup 72 h). */
export const ACCOUNT_LINK_VALIDITY: Record<AccountTokenPurpose, number> = {
  reset: 60 * MINUTE,
  setup: 72 * 60 * MINUTE,
  verify: 72 * 60 * MINUTE,
  'email-change': 24 * 60 * MINUTE,
};

/** The same answer whether or not the address has an account: nobody learns who is registered. */
export const PASSWORD_RESET_REQUESTED =
  'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt. Er ist 60 Minuten gültig.';

export const PASSWORD_SET = 'Ihr Passwort wurde gespeichert. Sie sind jetzt angemeldet.';

export const EMAIL_CONFIRMED = 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.';
export const NEW_EMAIL_CONFIRMED = 'Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.';
export const CONFIRMATION_SENT = 'Wir haben Ihnen einen neuen Bestätigungslink geschickt.';

/** A new link for a mail: the token goes into the mail, only its hash into the database. */
export interface NewAccountLink {
  token: string;
  /** A prefix of the hash, to name the mail in the outbox without revealing the token. */
  linkId: string;
  validHours: number;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Single-use links sent by mail: "Passwort vergessen" and the account setup for a listing
 * that was activated before its provider had an account. Using a link sets the password,
 * ends every other session (token version) and logs in.
 */
@Injectable()
export class AccountLinkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: AccountTokenRepository,
    private readonly users: UserRepository,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly tx: TransactionRunner,
  ) {}

  async requestReset(dto: PasswordResetDto, ip: string): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.passwordResetsPerIp, ip);
    await this.limiter.hit(RATE_RULES.passwordResetsPerEmailAndClient, accountAndClient(dto.email, ip));
    await this.limiter.hit(RATE_RULES.passwordResetsPerEmail, dto.email);
    await this.tx.run(async (manager) => {
      const user = await this.users.findByEmail(dto.email, manager);
      if (!user) return;
      const link = await this.create(manager, 'reset', user.email);
      await this.outbox.enqueue(
        manager,
        passwordResetMail(this.config, {
          linkId: link.linkId,
          to: user.email,
          greeting: user.vorname,
          token: link.token,
          validMinutes: ACCOUNT_LINK_VALIDITY.reset / MINUTE,
        }),
      );
    });
    return { msg: PASSWORD_RESET_REQUESTED };
  }

  /**
   * A setup link for the account with this address, inside the caller's transaction (the
   * activation of a listing); null when an account has confirmed that address already. An
   * unconfirmed account with it may be anybody's, so the mailbox still gets the link: using it
   * sets the password, confirms the address and ends the other sessions (`confirm`).
   */
  async setupLink(manager: EntityManager, email: string): Promise<NewAccountLink | null> {
    const normalized = email.trim().toLowerCase();
    const existing = await this.users.findByEmail(normalized, manager);
    if (existing?.emailBestaetigtAm) return null;
    return this.create(manager, 'setup', normalized);
  }

  /** What the link opens, so the page can ask for names only when the account is new. */
  async check(dto: AccountLinkDto, ip: string): Promise<AccountLinkInfo> {
    await this.limiter.hit(RATE_RULES.accountLinksPerIp, ip);
    return this.tx.run(async (manager) => {
      const link = await this.valid(manager, dto.token, ['reset', 'setup']);
      const account = await this.users.findByEmail(link.email, manager);
      return { email: link.email, konto_einrichten: !account };
    });
  }

  async confirm(dto: PasswordResetConfirmDto, ip: string): Promise<PasswordResetConfirmResponse> {
    await this.limiter.hit(RATE_RULES.accountLinksPerIp, ip);
    const hash = await this.hasher.hash(dto.passwort);
    const user = await this.tx.run(async (manager) => {
      const link = await this.valid(manager, dto.token, ['reset', 'setup']);
      const existing = await this.users.findByEmail(link.email, manager);
      let saved: UserEntity;
      if (existing) {
        existing.passwortHash = hash;
        existing.tokenVersion += 1;
        // The link came to this address: that confirms it.
        existing.emailBestaetigtAm ??= new Date();
        saved = await this.users.save(manager, existing);
      } else {
        // A reset link of an account deleted since opens nothing.
        if (link.purpose !== 'setup') throw new AccountLinkInvalid();
        if (!dto.vorname || !dto.nachname) throw new AccountNamesRequired();
        saved = await refusingDuplicates(
          () =>
            this.users.save(manager, {
              vorname: dto.vorname as string,
              nachname: dto.nachname as string,
              email: link.email,
              handynummer: null,
              passwortHash: hash,
              istAdmin: false,
              tokenVersion: 0,
              erstelltAm: new Date(),
              emailBestaetigtAm: new Date(),
              erinnerungenErlaubtAm: null,
            }),
          () => new EmailTaken(),
        );
      }
      // A new password ends every pending link of the account, also an address change asked
      // for with the old password (issue 23): the mailbox's owner has taken the account back.
      await this.links.deleteForAccount(manager, saved.id, link.email);
      return saved;
    });
    // The link proved the mailbox: whatever others guessed, the owner logs in again from here.
    await this.limiter.reset(RATE_RULES.loginFailuresPerAccount, user.email);
    await this.limiter.reset(RATE_RULES.loginFailuresPerAccountAndClient, accountAndClient(user.email, ip));
    return { msg: PASSWORD_SET, token: this.tokens.issue(toTokenUser(user), user.tokenVersion) };
  }

  /**
   * Mails the link that confirms `email` for this account, in the caller's transaction: the
   * registration's address (`change` false) or a new one the user asked for, which only takes
   * effect when confirmed.
   */
  async sendConfirmation(
    manager: EntityManager,
    user: Pick<UserEntity, 'id' | 'vorname'>,
    email: string,
    change: boolean,
  ): Promise<void> {
    const purpose: AccountTokenPurpose = change ? 'email-change' : 'verify';
    const link = await this.create(manager, purpose, email, user.id);
    await this.outbox.enqueue(
      manager,
      emailConfirmationMail(this.config, {
        linkId: link.linkId,
        to: email,
        greeting: user.vorname,
        token: link.token,
        validHours: link.validHours,
        change,
      }),
    );
  }

  /** For the daily retention job: expired links open nothing, their addresses need not stay. */
  deleteExpired(manager: EntityManager, now: Date): Promise<number> {
    return this.links.deleteExpired(manager, now);
  }

  /** "Link erneut senden" in the profile. */
  async resendConfirmation(userId: number): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.confirmationMailsPerUser, String(userId));
    await this.tx.run(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw new UserNotFound();
      if (user.emailBestaetigtAm) throw new EmailAlreadyConfirmed();
      await this.sendConfirmation(manager, user, user.email, false);
    });
    return { msg: CONFIRMATION_SENT };
  }

  /**
   * Follows a confirmation link. A new address replaces the old one only now; that ends the
   * sessions opened with the old one, so the answer logs in again.
   */
  async confirmEmail(dto: AccountLinkDto, ip: string): Promise<VerifyEmailResponse> {
    await this.limiter.hit(RATE_RULES.accountLinksPerIp, ip);
    const result = await this.tx.run(async (manager) => {
      const link = await this.valid(manager, dto.token, ['verify', 'email-change']);
      const user = link.userId === null ? null : await this.users.findById(link.userId, manager);
      if (!user) throw new AccountLinkInvalid();
      const now = new Date();
      if (link.purpose === 'verify') {
        // A link for an address the account no longer has confirms nothing.
        if (user.email !== link.email) throw new AccountLinkInvalid();
        user.emailBestaetigtAm ??= now;
        await this.users.save(manager, user);
        await this.links.deleteLinks(manager, link.email, ['verify']);
        return { user, changed: false };
      }
      if (user.email !== link.email && (await this.users.emailTaken(manager, link.email)))
        throw new EmailTaken();
      user.email = link.email;
      user.emailBestaetigtAm = now;
      user.tokenVersion += 1;
      const saved = await refusingDuplicates(
        () => this.users.save(manager, user),
        () => new EmailTaken(),
      );
      await this.links.deleteLinks(manager, link.email, ['verify', 'email-change']);
      return { user: saved, changed: true };
    });
    if (!result.changed) return { msg: EMAIL_CONFIRMED };
    return {
      msg: NEW_EMAIL_CONFIRMED,
      token: this.tokens.issue(toTokenUser(result.user), result.user.tokenVersion),
    };
  }

  private async create(
    manager: EntityManager,
    purpose: AccountTokenPurpose,
    email: string,
    userId: number | null = null,
  ): Promise<NewAccountLink> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashOf(token);
    const now = new Date();
    await this.links.insert(manager, {
      tokenHash,
      purpose,
      email,
      userId,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_VALIDITY[purpose]),
      now,
    });
    return {
      token,
      linkId: tokenHash.slice(0, 16),
      validHours: ACCOUNT_LINK_VALIDITY[purpose] / (60 * MINUTE),
    };
  }

  /** The link behind a token, when it exists, is unexpired and is one of `purposes`. */
  private async valid(
    manager: EntityManager,
    token: string,
    purposes: readonly AccountTokenPurpose[],
  ): Promise<AccountTokenEntity> {
    const link = await this.links.findByHash(manager, hashOf(token));
    if (!link || link.expiresAt.getTime() <= Date.now() || !purposes.includes(link.purpose))
      throw new AccountLinkInvalid();
    return link;
  }
}
