import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { rowsByIds, MAX_IN_LIST } from '../../database/id-batch';
import { booleanFromRow, isoDateTimeFromRow, numberFromRow, type Row } from '../../database/row-values';
import { rowReader } from '../../database/row-reader';
import { UserEntity } from './entities/user.entity';

/** What the session check reads on every logged-in request. */
export interface SessionRecord {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  isAdmin: boolean;
  tokenVersion: number;
  emailConfirmed: boolean;
}

const CONTACT_PROPERTIES = ['id', 'vorname', 'nachname', 'email'] as const;
const CONTACT = rowReader(UserEntity, 'u', CONTACT_PROPERTIES);
const REMINDER = rowReader(UserEntity, 'u', [...CONTACT_PROPERTIES, 'erstelltAm']);
const EXPORT = rowReader(UserEntity, 'u', [...CONTACT_PROPERTIES, 'handynummer', 'istAdmin', 'erstelltAm']);

/** How other modules show a user: name and address, never the password hash. */
export type UserContact = ReturnType<typeof CONTACT.read>;

/** A user who agreed to review reminders; the creation time binds their unsubscribe token. */
export type ReminderRecipient = ReturnType<typeof REMINDER.read>;

/** One user for the CSV export. */
export type UserExportRow = ReturnType<typeof EXPORT.read>;

/** The only code that touches `users`. */
@Injectable()
export class UserRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One plain statement with just the columns the guard needs. */
  async findSession(id: number): Promise<SessionRecord | null> {
    const [row] = await this.db.query<Row[]>(
      'SELECT id, vorname, nachname, email, ist_admin, token_version, email_bestaetigt_am FROM users WHERE id = ?',
      [id],
    );
    if (!row) return null;
    return {
      id: numberFromRow(row.id),
      vorname: String(row.vorname),
      nachname: String(row.nachname),
      email: String(row.email),
      isAdmin: booleanFromRow(row.ist_admin),
      tokenVersion: numberFromRow(row.token_version),
      emailConfirmed: row.email_bestaetigt_am !== null && row.email_bestaetigt_am !== undefined,
    };
  }

  findByEmail(email: string, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { email });
  }

  findById(id: number, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return manager.existsBy(UserEntity, { email });
  }

  /** Inserts or updates; a taken e-mail surfaces as the driver's unique violation. */
  save(manager: EntityManager, user: Partial<UserEntity>): Promise<UserEntity> {
    const repo = manager.getRepository(UserEntity);
    return repo.save(repo.create(user));
  }

  saveAll(manager: EntityManager, users: Partial<UserEntity>[]): Promise<UserEntity[]> {
    const repo = manager.getRepository(UserEntity);
    return repo.save(users.map((user) => repo.create(user)));
  }

  /**
   * The admins' ids; on MySQL their rows stay locked until the transaction ends (SQLite runs one
   * write transaction at a time anyway, and TypeORM offers it no row locks).
   */
  async lockAdminIds(manager: EntityManager): Promise<number[]> {
    const lock = manager.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const rows = await manager.query<Row[]>(`SELECT id FROM users WHERE ist_admin = 1${lock}`);
    return rows.map((row) => numberFromRow(row.id));
  }

  /** Users among these ids who agreed to review reminders, with what the mail needs. */
  async reminderRecipients(ids: readonly number[]): Promise<Map<number, ReminderRecipient>> {
    const rows = await rowsByIds(
      this.db,
      'id',
      ids,
      (where) =>
        `SELECT ${REMINDER.columns} FROM users u WHERE erinnerungen_erlaubt_am IS NOT NULL AND ${where}`,
    );
    return new Map(rows.map((row) => [numberFromRow(row.id), REMINDER.read(row)]));
  }

  /** When the account was made (as the reminder recipients carry it); null without the account. */
  async createdAtOf(id: number): Promise<string | null> {
    const [row] = await this.db.query<Row[]>('SELECT erstellt_am FROM users WHERE id = ?', [id]);
    return row ? isoDateTimeFromRow(row.erstellt_am) : null;
  }

  /** Withdraws the consent; false when the account does not exist. */
  async withdrawReminderConsent(manager: EntityManager, id: number): Promise<boolean> {
    const user = await manager.findOneBy(UserEntity, { id });
    if (!user) return false;
    if (user.erinnerungenErlaubtAm !== null)
      await manager.update(UserEntity, { id }, { erinnerungenErlaubtAm: null });
    return true;
  }

  /** True when a row was deleted; inquiries and ownerships cascade, reviews lose their author. */
  async delete(manager: EntityManager, id: number): Promise<boolean> {
    return Boolean((await manager.delete(UserEntity, { id })).affected);
  }

  findAllById(): Promise<UserEntity[]> {
    return this.db.manager.find(UserEntity, { order: { id: 'ASC' } });
  }

  count(manager: EntityManager = this.db.manager): Promise<number> {
    return manager.count(UserEntity);
  }

  async contactsByIds(ids: readonly number[]): Promise<Map<number, UserContact>> {
    const rows = await rowsByIds(
      this.db,
      'id',
      ids,
      (where) => `SELECT ${CONTACT.columns} FROM users u WHERE ${where}`,
    );
    return new Map(rows.map((row) => [numberFromRow(row.id), CONTACT.read(row)]));
  }

  /**
   * Names and ids of the accounts that confirmed these addresses, by lower-cased address: one
   * statement, like a batch by id (a long list reads all confirmed accounts and keeps those asked
   * for). An unconfirmed account proves nothing about the mailbox, so it is left out.
   */
  async confirmedContactsByEmails(emails: readonly string[]): Promise<Map<string, UserContact>> {
    const wanted = new Set(emails.map((email) => email.toLowerCase()));
    if (wanted.size === 0) return new Map();
    const list = [...wanted];
    const confirmed = 'email_bestaetigt_am IS NOT NULL';
    const rows = await this.db.query<Row[]>(
      list.length > MAX_IN_LIST
        ? `SELECT ${CONTACT.columns} FROM users u WHERE ${confirmed}`
        : `SELECT ${CONTACT.columns} FROM users u WHERE ${confirmed} AND email IN (${list.map(() => '?').join(', ')})`,
      list.length > MAX_IN_LIST ? [] : list,
    );
    const found = new Map<string, UserContact>();
    for (const row of rows) {
      const email = String(row.email).toLowerCase();
      if (wanted.has(email)) found.set(email, CONTACT.read(row));
    }
    return found;
  }

  /** Keyset paging (`id > last`), so late pages cost as little as the first; never the hash. */
  async exportPage(afterId: number, limit: number): Promise<UserExportRow[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${EXPORT.columns} FROM users u WHERE id > ? ORDER BY id LIMIT ${Math.max(1, Math.floor(limit))}`,
      [afterId],
    );
    return rows.map(EXPORT.read);
  }
}
