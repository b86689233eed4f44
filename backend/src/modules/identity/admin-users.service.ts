import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminUpdateUserRequest,
  berlinToday,
  DEFAULT_REMOVAL_REASON,
  type MessageResponse,
  OWN_INITIATIVE_GROUND,
  type User,
} from '@event-kompass/shared-types';
import { DomainError } from '../../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { accountRemovalMail, OutboxService } from '../mail';
import { AdminAccountRemovalListeners } from './account-removal';
import { AccountTokenRepository } from './account-token.repository';
import { UserNotFound } from './identity.errors';
import { saveUserData } from './user-data';
import { PasswordHasher } from './password-hasher';
import { toUser } from './user.mapper';
import { UserRepository } from './user.repository';

/** An admin locking themselves out would leave the site possibly without any admin. */
export class CannotDemoteSelf extends DomainError {
  constructor() {
    super('forbidden', 'Sie können sich nicht selbst die Administratorrechte entziehen.');
  }
}

export class CannotDeleteSelf extends DomainError {
  constructor() {
    super('forbidden', 'Sie können Ihr eigenes Konto nicht in der Benutzerverwaltung löschen.');
  }
}

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly tx: TransactionRunner,
    private readonly hasher: PasswordHasher,
    private readonly removal: AdminAccountRemovalListeners,
    private readonly links: AccountTokenRepository,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<User[]> {
    return (await this.users.findAllById()).map(toUser);
  }

  /**
   * Saves a user's data; a new password or a changed admin right raises the token version,
   * so tokens issued before no longer work (a demoted admin is out at once).
   */
  async update(adminId: number, userId: number, dto: AdminUpdateUserRequest): Promise<User> {
    if (userId === adminId && !dto.ist_admin) throw new CannotDemoteSelf();
    const hash = dto.passwort ? await this.hasher.hash(dto.passwort) : null;
    const saved = await this.tx.run((manager) =>
      saveUserData({ users: this.users, links: this.links }, manager, userId, dto, hash, (user) => {
        const adminRightChanged = user.istAdmin !== dto.ist_admin;
        user.istAdmin = dto.ist_admin;
        return adminRightChanged;
      }),
    );
    return toUser(saved);
  }

  /**
   * The user's inquiries go with them (ON DELETE CASCADE in the schema), their reviews through
   * the registered listeners (unlike a user deleting their own account, see account-removal.ts).
   */
  /**
   * Deletes the account with the content the listeners remove, and tells its holder why (DSA
   * Art. 17: terminating an account is a restriction like removing a review), in the same
   * transaction: no deletion without its statement, no statement without the deletion.
   */
  async delete(adminId: number, userId: number, begruendung?: string | null): Promise<MessageResponse> {
    if (userId === adminId) throw new CannotDeleteSelf();
    await this.tx.run(async (manager) => {
      const account = await this.users.findById(userId, manager);
      if (!account) throw new UserNotFound();
      const reviews = await this.removal.run(manager, userId);
      if (!(await this.users.delete(manager, userId))) throw new UserNotFound();
      await this.outbox.enqueue(
        manager,
        accountRemovalMail(this.config, {
          userId,
          to: account.email,
          greeting: account.vorname,
          reviews,
          decidedOn: berlinToday(),
          begruendung: begruendung || DEFAULT_REMOVAL_REASON,
          rechtsgrundlage: OWN_INITIATIVE_GROUND,
        }),
      );
    });
    return { msg: 'Der Benutzer wurde gelöscht.' };
  }
}
