import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProfileUpdateResponse, User } from '@event-kompass/shared-types';
import { QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { TransactionRunner } from '../../database/transaction-runner';
import { booleanFromRow, numberFromRow } from '../../database/row-values';
import type { LoginDto, RegisterDto, UpdateProfileDto } from './dto/auth.dto';
import { UserEntity } from './entities/user.entity';
import {
  AdminRequired,
  EmailTaken,
  InvalidCredentials,
  NotLoggedIn,
  SessionInvalid,
  UserNotFound,
} from './identity.errors';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { toTokenUser, toUser } from './user.mapper';

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

interface SessionRow {
  id: unknown;
  vorname: string;
  nachname: string;
  email: string;
  ist_admin: unknown;
  token_version: unknown;
}

@Injectable()
export class IdentityService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tx: TransactionRunner,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
  ) {}

  async register(dto: RegisterDto, ip: string): Promise<string> {
    await this.limiter.hit(RATE_RULES.registrationsPerIp, ip);
    const hash = await this.hasher.hash(dto.passwort);
    const user = await this.tx.run(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      if (await repo.existsBy({ email: dto.email })) throw new EmailTaken();
      return this.insertUniqueEmail(() =>
        repo.save(
          repo.create({
            vorname: dto.vorname,
            nachname: dto.nachname,
            email: dto.email,
            handynummer: dto.handynummer ?? null,
            passwortHash: hash,
            istAdmin: false,
            tokenVersion: 0,
            erstelltAm: new Date(),
          }),
        ),
      );
    });
    return this.tokens.issue(toTokenUser(user), user.tokenVersion);
  }

  async login(dto: LoginDto, ip: string): Promise<string> {
    await this.limiter.check(RATE_RULES.loginFailuresPerIp, ip);
    await this.limiter.check(RATE_RULES.loginFailuresPerAccount, dto.email);
    const user = await this.users.findOneBy({ email: dto.email });
    const valid = await this.hasher.verify(user?.passwortHash ?? null, dto.passwort);
    if (!user || !valid) {
      await this.limiter.record(RATE_RULES.loginFailuresPerIp, ip);
      await this.limiter.record(RATE_RULES.loginFailuresPerAccount, dto.email);
      throw new InvalidCredentials();
    }
    await this.limiter.reset(RATE_RULES.loginFailuresPerAccount, dto.email);
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
    const [row] = await this.users.manager.query<SessionRow[]>(
      'SELECT id, vorname, nachname, email, ist_admin, token_version FROM users WHERE id = ?',
      [payload.user.id],
    );
    // The e-mail check also catches a restored backup that gave this id to another person.
    if (!row || numberFromRow(row.token_version) !== payload.tv || row.email !== payload.user.email)
      throw new SessionInvalid();
    const user: AuthUser = {
      id: numberFromRow(row.id),
      vorname: row.vorname,
      nachname: row.nachname,
      email: row.email,
      isAdmin: booleanFromRow(row.ist_admin),
    };
    if (level === 'admin' && !user.isAdmin) throw new AdminRequired();
    return user;
  }

  async getProfile(userId: number): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new UserNotFound();
    return toUser(user);
  }

  /** Saves the user's own data; a new password invalidates older tokens, so a fresh one is returned. */
  async updateProfile(userId: number, dto: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    const hash = dto.passwort ? await this.hasher.hash(dto.passwort) : null;
    const user = await this.tx.run(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      const current = await repo.findOneBy({ id: userId });
      if (!current) throw new UserNotFound();
      if (dto.email !== current.email && (await repo.existsBy({ email: dto.email }))) throw new EmailTaken();
      current.vorname = dto.vorname;
      current.nachname = dto.nachname;
      current.email = dto.email;
      current.handynummer = dto.handynummer ?? null;
      if (hash) {
        current.passwortHash = hash;
        current.tokenVersion += 1;
      }
      return this.insertUniqueEmail(() => repo.save(current));
    });
    return {
      msg: 'Ihre Daten wurden erfolgreich aktualisiert.',
      token: this.tokens.issue(toTokenUser(user), user.tokenVersion),
      user: toUser(user),
    };
  }

  /** Creates the admin, or makes an existing user admin (password reset to the given one). */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'updated'> {
    const normalized = email.trim().toLowerCase();
    const hash = await this.hasher.hash(password);
    return this.tx.run(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      const existing = await repo.findOneBy({ email: normalized });
      if (existing) {
        const changed = !existing.istAdmin || !(await this.hasher.verify(existing.passwortHash, password));
        if (changed) {
          existing.istAdmin = true;
          existing.passwortHash = hash;
          existing.tokenVersion += 1;
          await repo.save(existing);
        }
        return 'updated';
      }
      await repo.save(
        repo.create({
          vorname: 'Admin',
          nachname: 'Event-Kompass',
          email: normalized,
          handynummer: null,
          passwortHash: hash,
          istAdmin: true,
          tokenVersion: 0,
          erstelltAm: new Date(),
        }),
      );
      return 'created';
    });
  }

  /** A concurrent request may take the e-mail between our check and our write. */
  private async insertUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTaken();
      throw error;
    }
  }
}
