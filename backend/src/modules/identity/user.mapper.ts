import type { TokenUser, User } from '@event-kompass/shared-types';
import type { UserEntity } from './entities/user.entity';

export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    vorname: entity.vorname,
    nachname: entity.nachname,
    email: entity.email,
    handynummer: entity.handynummer,
    ist_admin: entity.istAdmin,
    erstellt_am: entity.erstelltAm.toISOString(),
    email_bestaetigt: entity.emailBestaetigtAm !== null,
  };
}

/** The own profile adds the consent to review reminders (the admins' list does not show it). */
export function toOwnProfile(entity: UserEntity): User {
  return {
    ...toUser(entity),
    erinnerungen_erlaubt: entity.erinnerungenErlaubtAm !== null,
    erinnerungen_erlaubt_am: entity.erinnerungenErlaubtAm?.toISOString() ?? null,
  };
}

export function toTokenUser(entity: UserEntity): TokenUser {
  return {
    id: entity.id,
    vorname: entity.vorname,
    nachname: entity.nachname,
    email: entity.email,
    isAdmin: entity.istAdmin,
  };
}
