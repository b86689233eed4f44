import type { BackupAccount, BackupOwnerChange, BackupPreview } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { booleanFromRow, numberFromRow, type Row } from '../../../database/row-values';
import type { ParsedBackup } from './sql-dump-parser';

/**
 * Who may do what, in a database or a backup file: the rows that decide admin rights and who
 * runs a listing. A restore replaces them wholesale, so the preview compares the two and names
 * every change (issue 23: a crafted file must not hand out rights unseen).
 */
export interface AccessSnapshot {
  users: (BackupAccount & { id: number; istAdmin: boolean; emailConfirmed: boolean })[];
  providers: { id: number; firmenname: string; email: string }[];
  owners: { providerId: number; userId: number }[];
}

/** The current database's rows (read once, outside any transaction: the preview changes nothing). */
export async function currentAccess(manager: EntityManager): Promise<AccessSnapshot> {
  const users = await manager.query<Row[]>(
    'SELECT id, email, vorname, nachname, ist_admin, email_bestaetigt_am FROM users',
  );
  const providers = await manager.query<Row[]>('SELECT id, firmenname, email FROM providers');
  const owners = await manager.query<Row[]>('SELECT provider_id, user_id FROM provider_owners');
  return snapshot({ users, providers, owners }, (row) => booleanFromRow(row.ist_admin));
}

/** The same rows as the file would restore them. */
export function backupAccess(parsed: ParsedBackup): AccessSnapshot {
  const rowsOf = (table: string): Row[] =>
    parsed.inserts
      .filter((insert) => insert.table.name === table)
      .flatMap((insert) =>
        insert.rows.map((row) =>
          Object.fromEntries(insert.columns.map((column, i) => [column, row.params[i]])),
        ),
      );
  return snapshot(
    { users: rowsOf('users'), providers: rowsOf('providers'), owners: rowsOf('provider_owners') },
    (row) => row.ist_admin === 1,
  );
}

function snapshot(
  rows: { users: Row[]; providers: Row[]; owners: Row[] },
  isAdmin: (row: Row) => boolean,
): AccessSnapshot {
  return {
    users: rows.users.map((row) => ({
      id: numberFromRow(row.id),
      email: String(row.email),
      vorname: String(row.vorname),
      nachname: String(row.nachname),
      istAdmin: isAdmin(row),
      emailConfirmed: row.email_bestaetigt_am !== null && row.email_bestaetigt_am !== undefined,
    })),
    providers: rows.providers.map((row) => ({
      id: numberFromRow(row.id),
      firmenname: String(row.firmenname),
      email: String(row.email),
    })),
    owners: rows.owners.map((row) => ({
      providerId: numberFromRow(row.provider_id),
      userId: numberFromRow(row.user_id),
    })),
  };
}

const mailKey = (email: string) => email.toLowerCase();

export function adminsOf(access: AccessSnapshot): BackupAccount[] {
  return access.users
    .filter((user) => user.istAdmin)
    .map(({ email, vorname, nachname }) => ({ email, vorname, nachname }));
}

/**
 * The addresses of the accounts that run each listing, by the rule of `OWNED_BY` in
 * provider.repository.ts (`ownedBy`): the accounts named in `provider_owners`, or without such a
 * row the account that confirmed the listing's address. Should that rule change, this follows it;
 * counting one owner too many here only makes the preview say more, one too few hides a change
 * (a file that only confirms an address hands over the listing).
 */
function ownersByListing(access: AccessSnapshot): Map<number, string[]> {
  const byId = new Map(access.users.map((user) => [user.id, user.email]));
  const byMail = new Map<string, string[]>();
  for (const user of access.users.filter((candidate) => candidate.emailConfirmed)) {
    byMail.set(mailKey(user.email), [...(byMail.get(mailKey(user.email)) ?? []), user.email]);
  }
  const linked = new Map<number, string[]>();
  for (const { providerId, userId } of access.owners) {
    linked.set(providerId, [...(linked.get(providerId) ?? []), byId.get(userId) ?? `Konto ${userId}`]);
  }
  return new Map(
    access.providers.map((provider) => [
      provider.id,
      [...(linked.get(provider.id) ?? byMail.get(mailKey(provider.email)) ?? [])].sort(),
    ]),
  );
}

/** What the restore would change in admin rights and listing owners, compared by e-mail address. */
export function accessChanges(
  before: AccessSnapshot,
  after: AccessSnapshot,
): Pick<BackupPreview, 'admin_wechsel' | 'besitzer_wechsel'> {
  const [adminsBefore, adminsAfter] = [adminsOf(before), adminsOf(after)];
  const missingFrom = (list: BackupAccount[]) => {
    const keys = new Set(list.map((account) => mailKey(account.email)));
    return (account: BackupAccount) => !keys.has(mailKey(account.email));
  };
  const [ownersBefore, ownersAfter] = [ownersByListing(before), ownersByListing(after)];
  const names = new Map([...before.providers, ...after.providers].map((p) => [p.id, p.firmenname]));
  const changes: BackupOwnerChange[] = [];
  for (const id of [...names.keys()].sort((a, b) => a - b)) {
    const [vorher, nachher] = [ownersBefore.get(id) ?? [], ownersAfter.get(id) ?? []];
    const same = (list: string[]) => list.map(mailKey).sort().join('\n');
    // Equal sets of owners (also none before and none after) change no rights.
    if (same(vorher) === same(nachher)) continue;
    changes.push({ anbieter_id: id, firmenname: names.get(id) ?? '', vorher, nachher });
  }
  return {
    admin_wechsel: {
      neu: adminsAfter.filter(missingFrom(adminsBefore)),
      entfernt: adminsBefore.filter(missingFrom(adminsAfter)),
    },
    besitzer_wechsel: changes,
  };
}
