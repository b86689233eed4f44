import { Injectable } from '@nestjs/common';
import type { AdminUpdateUserRequest, MessageResponse, User } from '@event-kompass/shared-types';
import { DomainError } from '../../common/errors/domain-error';
import { TransactionRunner } from '../../database/transaction-runner';
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
  async delete(adminId: number, userId: number): Promise<MessageResponse> {
    if (userId === adminId) throw new CannotDeleteSelf();
    await this.tx.run(async (manager) => {
      if (!(await this.users.findById(userId, manager))) throw new UserNotFound();
      await this.removal.run(manager, userId);
      if (!(await this.users.delete(manager, userId))) throw new UserNotFound();
    });
    return { msg: 'Der Benutzer wurde gelöscht.' };
  }
}
