import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import {
  CountColumn,
  FlagColumn,
  ShortTextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** `email` is COLLATE NOCASE on SQLite (the schema builder does not compare collations). */
@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
export class UserEntity extends WithGeneratedId {
  @ShortTextColumn(FIELD_LIMITS.personName) vorname!: string;

  @ShortTextColumn(FIELD_LIMITS.personName) nachname!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive on both engines. */
  @ShortTextColumn(FIELD_LIMITS.email) email!: string;

  @ShortTextColumn(FIELD_LIMITS.handynummer, { nullable: true }) handynummer!: string | null;

  @ShortTextColumn(255) passwortHash!: string;

  @FlagColumn() istAdmin!: boolean;

  /** Raised on password or admin-right changes; tokens carrying an older value are refused. */
  @CountColumn() tokenVersion!: number;

  @TimestampColumn() erstelltAm!: Date;

  /** When the address was confirmed through a mailed link; null: not (yet). */
  @TimestampColumn({ nullable: true }) emailBestaetigtAm!: Date | null;

  /** When the user agreed to review reminders by e-mail; null: no consent (the default). */
  @TimestampColumn({ nullable: true }) erinnerungenErlaubtAm!: Date | null;
}
