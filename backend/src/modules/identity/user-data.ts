import type { UpdateProfileRequest } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { refusingDuplicates } from '../../database/driver-errors';
import type { AccountTokenRepository } from './account-token.repository';
import type { UserEntity } from './entities/user.entity';
import { EmailTaken, UserNotFound } from './identity.errors';
import type { UserRepository } from './user.repository';

type PersonalData = Pick<UpdateProfileRequest, 'vorname' | 'nachname' | 'email' | 'handynummer'>;

/**
 * What "Meine Daten" and the admin's user form both save: the personal data and, when given, a
 * new password hash. A new password, or a right that `alsoChange` reports as changed, raises the
 * token version so tokens issued before stop working. A new password also ends every pending
 * link of the account: an address change asked for by someone who knew the old password must
 * not switch the address (and log them in) after the owner took the account back.
 */
export async function saveUserData(
  { users, links }: { users: UserRepository; links: AccountTokenRepository },
  manager: EntityManager,
  userId: number,
  data: PersonalData,
  passwordHash: string | null,
  alsoChange: (user: UserEntity) => boolean = () => false,
): Promise<UserEntity> {
  const user = await users.findById(userId, manager);
  if (!user) throw new UserNotFound();
  if (data.email !== user.email && (await users.emailTaken(manager, data.email))) throw new EmailTaken();
  if (passwordHash) await links.deleteForAccount(manager, user.id, user.email);
  user.vorname = data.vorname;
  user.nachname = data.nachname;
  // An address set by someone else (the admin) is not confirmed by its owner.
  if (data.email !== user.email) user.emailBestaetigtAm = null;
  user.email = data.email;
  user.handynummer = data.handynummer ?? null;
  const rightsChanged = alsoChange(user);
  if (passwordHash) user.passwortHash = passwordHash;
  if (passwordHash || rightsChanged) user.tokenVersion += 1;
  // The unique index decides a race between the check above and this write.
  return refusingDuplicates(
    () => users.save(manager, user),
    () => new EmailTaken(),
  );
}
