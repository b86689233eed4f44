import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminUpdateUserRequest, MessageResponse, User } from '@event-kompass/shared-types';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { TransactionRunner } from '../../database/transaction-runner';
import { UserEntity } from './entities/user.entity';
import { EmailTaken, UserNotFound } from './identity.errors';
import { isUniqueViolation } from './identity.service';
import { PasswordHasher } from './password-hasher';
import { toUser } from './user.mapper';

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
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tx: TransactionRunner,
    private readonly hasher: PasswordHasher,
  ) {}

  async list(): Promise<User[]> {
    return (await this.users.find({ order: { id: 'ASC' } })).map(toUser);
  }

  /**
   * Saves a user's data; a new password or a changed admin right raises the token version,
   * so tokens issued before no longer work (a demoted admin is out at once).
   */
  async update(adminId: number, userId: number, dto: AdminUpdateUserRequest): Promise<User> {
    if (userId === adminId && !dto.ist_admin) throw new CannotDemoteSelf();
    const hash = dto.passwort ? await this.hasher.hash(dto.passwort) : null;
    const saved = await this.tx.run(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      const user = await repo.findOneBy({ id: userId });
      if (!user) throw new UserNotFound();
      if (dto.email !== user.email && (await repo.existsBy({ email: dto.email }))) throw new EmailTaken();
      const adminRightChanged = user.istAdmin !== dto.ist_admin;
      user.vorname = dto.vorname;
      user.nachname = dto.nachname;
      user.email = dto.email;
      user.handynummer = dto.handynummer ?? null;
      user.istAdmin = dto.ist_admin;
      if (hash) user.passwortHash = hash;
      if (hash || adminRightChanged) user.tokenVersion += 1;
      try {
        return await repo.save(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken();
        throw error;
      }
    });
    return toUser(saved);
  }

  /** The user's inquiries and reviews go with them (ON DELETE CASCADE in the schema). */
  async delete(adminId: number, userId: number): Promise<MessageResponse> {
    if (userId === adminId) throw new CannotDeleteSelf();
    await this.tx.run(async (manager) => {
      const result = await manager.delete(UserEntity, { id: userId });
      if (!result.affected) throw new UserNotFound();
    });
    return { msg: 'Der Benutzer wurde gelöscht.' };
  }
}
