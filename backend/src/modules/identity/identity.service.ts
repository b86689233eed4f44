import { Injectable } from '@nestjs/common';
import type { MessageResponse, ProfileUpdateResponse, User } from '@event-kompass/shared-types';
import { OutboxService } from '../mail';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { accountAndClient, RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { refusingDuplicates } from '../../database/driver-errors';
import { saveUserData } from './user-data';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccountTokenRepository } from './account-token.repository';
import type { DeleteAccountDto, LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto';
import { UserEntity } from './entities/user.entity';
import {
  AdminRequired,
  CurrentPasswordRequired,
  CurrentPasswordWrong,
  EmailTaken,
  InvalidCredentials,
  LastAdminCannotLeave,
  NotLoggedIn,
  SessionInvalid,
  UserNotFound,
} from './identity.errors';
import { AccountLinkService } from './account-link.service';
import { AccountRemovalListeners, type DeletedPerson } from './account-removal';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { applyReminderConsent } from './reminder-consent';
import { toOwnProfile, toTokenUser } from './user.mapper';
import { type UserContact, type UserExportRow, UserRepository } from './user.repository';

/** What ensureAdmin did. */
export type EnsuredAdmin = 'created' | 'promoted' | 'password-set' | 'unchanged';

@Injectable()
export class IdentityService {
  constructor(
    private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly links: AccountLinkService,
    private readonly accountTokens: AccountTokenRepository,
    private readonly outbox: OutboxService,
    private readonly removal: AccountRemovalListeners,
  ) {}

  async register(dto: RegisterDto, ip: string): Promise<string> {
    await this.limiter.hit(RATE_RULES.registrationsPerIp, ip);
    const hash = await this.hasher.hash(dto.passwort);
    const user = await this.tx.run(async (manager) => {
      if (await this.users.emailTaken(manager, dto.email)) throw new EmailTaken();
      const saved = await refusingDuplicates(
        () =>
          this.users.save(manager, {
            vorname: dto.vorname,
            nachname: dto.nachname,
            email: dto.email,
            handynummer: dto.handynummer ?? null,
            passwortHash: hash,
            istAdmin: false,
            tokenVersion: 0,
            erstelltAm: new Date(),
            emailBestaetigtAm: null,
            // Consent is opt-in (GDPR Art. 7): only a ticked box counts, dated when given.
            erinnerungenErlaubtAm: dto.erinnerungen_erlaubt === true ? new Date() : null,
          }),
        () => new EmailTaken(),
      );
      await this.links.sendConfirmation(manager, saved, saved.email, false);
      return saved;
    });
    return this.tokens.issue(toTokenUser(user), user.tokenVersion);
  }

  /**
   * Every attempt is counted before the password is checked: counting only failures, after the
   * slow hash, let a burst of parallel guesses all pass a check that none of them had counted
   * yet. A success then takes its attempt back and clears this client's count for the account;
   * the guesses of other clients stay counted (see RATE_RULES for who is limited how).
   */
  async login(dto: LoginDto, ip: string): Promise<string> {
    const perClient = accountAndClient(dto.email, ip);
    await this.limiter.hit(RATE_RULES.loginFailuresPerIp, ip);
    await this.limiter.hit(RATE_RULES.loginFailuresPerAccountAndClient, perClient);
    await this.limiter.hit(RATE_RULES.loginFailuresPerAccount, dto.email);
    const user = await this.users.findByEmail(dto.email);
    const valid = await this.hasher.verify(user?.passwortHash ?? null, dto.passwort);
    if (!user || !valid) throw new InvalidCredentials();
    await this.limiter.refund(RATE_RULES.loginFailuresPerIp, ip);
    await this.limiter.reset(RATE_RULES.loginFailuresPerAccountAndClient, perClient);
    await this.limiter.refund(RATE_RULES.loginFailuresPerAccount, dto.email);
    return this.tokens.issue(toTokenUser(user), user.tokenVersion);
  }

  /**
   * Checks a token against the database on every request: a deleted user, a token older
   * than the last password or admin-right change, or a demoted admin no longer get in.
   */
  async authenticate(token: string | undefined, level: 'user' | 'admin'): Promise<AuthUser> {
    if (!token) throw new NotLoggedIn();
    const payload = this.tokens.verify(token);
    // Every logged-in request asks this: one plain statement with just the columns it needs.
    const row = await this.users.findSession(payload.user.id);
    // The e-mail check also catches a restored backup that gave this id to another person.
    if (!row || row.tokenVersion !== payload.tv || row.email !== payload.user.email)
      throw new SessionInvalid();
    const user: AuthUser = {
      id: row.id,
      vorname: row.vorname,
      nachname: row.nachname,
      email: row.email,
      isAdmin: row.isAdmin,
      emailConfirmed: row.emailConfirmed,
    };
    if (level === 'admin' && !user.isAdmin) throw new AdminRequired();
    return user;
  }

  async getProfile(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFound();
    return toOwnProfile(user);
  }

  /** Saves the user's own data; a new password invalidates older tokens, so a fresh one is returned. */
  /**
   * A new e-mail address or password needs the current password (security finding 3): a
   * session left open on a shared computer must not be enough to take the account over.
   */
  async updateProfile(userId: number, dto: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    const current = await this.users.findById(userId);
    if (!current) throw new UserNotFound();
    if (dto.passwort || dto.email !== current.email) {
      await this.limiter.hit(RATE_RULES.accountChangesPerUser, String(userId));
      if (!dto.aktuelles_passwort) throw new CurrentPasswordRequired();
      if (!(await this.hasher.verify(current.passwortHash, dto.aktuelles_passwort)))
        throw new CurrentPasswordWrong();
    }
    const hash = dto.passwort ? await this.hasher.hash(dto.passwort) : null;
    const newEmail = dto.email !== current.email ? dto.email : null;
    const user = await this.tx.run(async (manager) => {
      // A new address takes effect only once confirmed through the link sent to it (issue 14).
      if (newEmail && (await this.users.emailTaken(manager, newEmail))) throw new EmailTaken();
      const saved = await saveUserData(
        { users: this.users, links: this.accountTokens },
        manager,
        userId,
        { ...dto, email: current.email },
        hash,
        (user) => {
          applyReminderConsent(user, dto.erinnerungen_erlaubt);
          // Consent is no right a token carries: older sessions stay valid.
          return false;
        },
      );
      if (newEmail) await this.links.sendConfirmation(manager, saved, newEmail, true);
      return saved;
    });
    return {
      msg: newEmail
        ? `Ihre Daten wurden gespeichert. Bitte bestätigen Sie Ihre neue E-Mail-Adresse über den Link, den wir an ${newEmail} geschickt haben; bis dahin gilt die bisherige.`
        : 'Ihre Daten wurden erfolgreich aktualisiert.',
      token: this.tokens.issue(toTokenUser(user), user.tokenVersion),
      user: toOwnProfile(user),
    };
  }

  /**
   * The user deletes their own account (GDPR Art. 17), confirmed with the password. In one
   * transaction: the schema's foreign keys remove the inquiries with their messages and the
   * listing ownerships and keep the reviews without an author ("ehemaliger Nutzer"); the
   * registered modules forget what they keep about the person (contact messages, reports,
   * their listings' contact data, pre-import backups after the commit); the account's links
   * and every mail to or about the person go too. The user row is gone, so every token of the
   * account is refused from then on.
   */
  async deleteOwnAccount(userId: number, dto: DeleteAccountDto): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.accountChangesPerUser, String(userId));
    const current = await this.users.findById(userId);
    if (!current) throw new UserNotFound();
    if (!(await this.hasher.verify(current.passwortHash, dto.passwort))) throw new CurrentPasswordWrong();
    const afterCommit = await this.tx.run(async (manager) => {
      // Locked on MySQL, so two admins deleting themselves at once cannot both pass.
      const admins = await this.users.lockAdminIds(manager);
      if (current.istAdmin && admins.length <= 1) throw new LastAdminCannotLeave();
      const person: DeletedPerson = {
        id: current.id,
        email: current.email,
        emailConfirmed: current.emailBestaetigtAm !== null,
        vorname: current.vorname,
        nachname: current.nachname,
        handynummer: current.handynummer,
        pendingEmails: await this.accountTokens.pendingEmailChanges(manager, userId, new Date()),
      };
      const followUps = await this.removal.run(manager, person);
      await this.accountTokens.deleteForAccount(manager, userId, current.email);
      await this.outbox.forgetPerson(manager, {
        // An unconfirmed address may be someone else's: their mails stay, only the links sent to it go.
        addresses: person.emailConfirmed ? [current.email] : [],
        linkAddresses: [current.email, ...person.pendingEmails],
      });
      if (!(await this.users.delete(manager, userId))) throw new UserNotFound();
      return followUps;
    });
    await afterCommit();
    return { msg: 'Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht.' };
  }

  /** A new address the account waits to confirm (the export names it, never its link). */
  async pendingEmailChange(userId: number): Promise<string | null> {
    const pending = await this.tx.run((manager) =>
      this.accountTokens.pendingEmailChanges(manager, userId, new Date()),
    );
    return pending.at(-1) ?? null;
  }

  /** The account's own data for the GDPR export (never the password hash or link tokens). */
  async exportAccount(userId: number): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFound();
    return user;
  }

  /**
   * Makes sure `email` is an admin: creates the account, or promotes an existing one. Its
   * password is only set when `setPassword` says so (the admin:create command); the start-up
   * ADMIN_PASSWORD must not quietly undo a password the admin changed since.
   */
  async ensureAdmin(
    email: string,
    password: string,
    { setPassword }: { setPassword: boolean },
  ): Promise<EnsuredAdmin> {
    const normalized = email.trim().toLowerCase();
    const hash = await this.hasher.hash(password);
    return this.tx.run(async (manager) => {
      const existing = await this.users.findByEmail(normalized, manager);
      if (existing) {
        const passwordChanges = setPassword && !(await this.hasher.verify(existing.passwortHash, password));
        if (existing.istAdmin && !passwordChanges) return 'unchanged';
        const promoted = !existing.istAdmin;
        existing.istAdmin = true;
        if (passwordChanges) {
          existing.passwortHash = hash;
          // Sessions and pending links made with the old password end.
          existing.tokenVersion += 1;
          await this.accountTokens.deleteForAccount(manager, existing.id, existing.email);
        }
        await this.users.save(manager, existing);
        return passwordChanges ? 'password-set' : promoted ? 'promoted' : 'unchanged';
      }
      await this.users.save(manager, {
        vorname: 'Admin',
        nachname: 'Event-Kompass',
        email: normalized,
        handynummer: null,
        passwortHash: hash,
        istAdmin: true,
        tokenVersion: 0,
        erstelltAm: new Date(),
        emailBestaetigtAm: null,
        erinnerungenErlaubtAm: null,
      });
      return 'created';
    });
  }

  /** Registered users, for the home page's numbers. */
  countUsers(manager?: EntityManager): Promise<number> {
    return this.users.count(manager);
  }

  /** Names and addresses of the given users, in one statement. */
  contactsByIds(ids: readonly number[]): Promise<Map<number, UserContact>> {
    return this.users.contactsByIds(ids);
  }

  /** The accounts that confirmed these addresses (any case), by lower-cased address. */
  confirmedContactsByEmails(emails: readonly string[]): Promise<Map<string, UserContact>> {
    return this.users.confirmedContactsByEmails(emails);
  }

  /** The account with this address, in the caller's transaction; null without one. */
  async contactByEmail(email: string, manager?: EntityManager): Promise<UserContact | null> {
    const user = await this.users.findByEmail(email.trim().toLowerCase(), manager);
    return user ? { id: user.id, vorname: user.vorname, nachname: user.nachname, email: user.email } : null;
  }

  /** A page of users for the CSV export, by ascending id after `afterId`. */
  exportPage(afterId: number, limit: number): Promise<UserExportRow[]> {
    return this.users.exportPage(afterId, limit);
  }

  /** Writes ready-made users (demo content) inside the caller's transaction. */
  insertUsers(manager: EntityManager, users: Omit<UserEntity, 'id'>[]): Promise<UserEntity[]> {
    return this.users.saveAll(manager, users);
  }
}
