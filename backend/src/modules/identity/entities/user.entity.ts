import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** `email` is COLLATE NOCASE on SQLite (the schema builder does not compare collations). */
@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
export class UserEntity extends WithGeneratedId {
  @Col.ShortText(FIELD_LIMITS.personName) vorname!: string;

  @Col.ShortText(FIELD_LIMITS.personName) nachname!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive on both engines. */
  @Col.ShortText(FIELD_LIMITS.email) email!: string;

  @Col.ShortText(FIELD_LIMITS.handynummer, { nullable: true }) handynummer!: string | null;

  @Col.ShortText(255) passwortHash!: string;

  @Col.Flag() istAdmin!: boolean;

  /** Raised on password or admin-right changes; tokens carrying an older value are refused. */
  @Col.Count() tokenVersion!: number;

  @Col.Timestamp() erstelltAm!: Date;

  /** When the address was confirmed through a mailed link; null: not (yet). */
  @Col.Timestamp({ nullable: true }) emailBestaetigtAm!: Date | null;

  /** When the user agreed to review reminders by e-mail; null: no consent (the default). */
  @Col.Timestamp({ nullable: true }) erinnerungenErlaubtAm!: Date | null;
}
