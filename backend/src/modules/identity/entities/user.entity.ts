import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { FlagColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** `email` is COLLATE NOCASE on SQLite (the schema builder does not compare collations). */
@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
export class UserEntity extends WithGeneratedId {
  @Column({ type: 'varchar', length: FIELD_LIMITS.personName })
  vorname!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.personName })
  nachname!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive on both engines. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.handynummer, nullable: true })
  handynummer!: string | null;

  @Column({ name: 'passwort_hash', type: 'varchar', length: 255 })
  passwortHash!: string;

  @FlagColumn('ist_admin')
  istAdmin!: boolean;

  /** Raised on password or admin-right changes; tokens carrying an older value are refused. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;

  /** When the address was confirmed through a mailed link; null: not (yet). */
  @Column({ name: 'email_bestaetigt_am', type: 'datetime', nullable: true })
  emailBestaetigtAm!: Date | null;

  /** When the user agreed to review reminders by e-mail; null: no consent (the default). */
  @Column({ name: 'erinnerungen_erlaubt_am', type: 'datetime', nullable: true })
  erinnerungenErlaubtAm!: Date | null;
}
