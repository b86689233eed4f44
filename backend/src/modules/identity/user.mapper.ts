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

export function toTokenUser(entity: UserEntity): TokenUser {
  return {
    id: entity.id,
    vorname: entity.vorname,
    nachname: entity.nachname,
    email: entity.email,
    isAdmin: entity.istAdmin,
  };
}
