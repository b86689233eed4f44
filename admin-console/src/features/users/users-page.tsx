import { germanDayOf, type User } from '@event-kompass/shared-types';
import { dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { deleteRow, listTab } from '@admin/components/list-page';
import { UserFormDialog } from '@admin/features/users/user-form-dialog';
import { deleteUser, fetchUsers, updateUser } from '@admin/features/users/users-api';

const fullName = (u: User) => `${u.vorname} ${u.nachname}`;

const columns: Column<User>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (u) => <strong>{fullName(u)}</strong>,
    sortValue: (u) => `${u.nachname} ${u.vorname}`,
    searchText: fullName,
  },
  { id: 'email', header: 'E-Mail', cell: (u) => u.email, sortValue: (u) => u.email },
  {
    id: 'telefon',
    header: 'Handynummer',
    cell: (u) => u.handynummer || '–',
    sortValue: (u) => u.handynummer,
  },
  {
    id: 'rolle',
    header: 'Rolle',
    cell: (u) => (u.ist_admin ? <span className="ac-badge ac-badge--admin">Administrator</span> : 'Nutzer'),
    sortValue: (u) => (u.ist_admin ? 'Administrator' : 'Nutzer'),
  },
  dateColumn('erstellt', 'Registriert am', (u) => u.erstellt_am, germanDayOf),
];

const remove = deleteRow<User>({
  buttonLabel: (u) => `${fullName(u)} löschen`,
  title: 'Benutzer löschen',
  message: (u) =>
    `Möchten Sie den Benutzer ${fullName(u)} (${u.email}) wirklich löschen? Seine Anfragen und Bewertungen werden ebenfalls entfernt.`,
  send: (api, u, reason) => deleteUser(api, u.id, reason),
  reason: {
    label: 'Begründung an die Person',
    hint: 'Geht per E-Mail an die Adresse des Kontos (DSA Art. 17). Leer: eine allgemeine Begründung.',
  },
  success: (u) => `Benutzer ${fullName(u)} wurde gelöscht.`,
});

export const UsersPage = listTab({
  load: fetchUsers,
  title: 'Benutzer',
  columns,
  initialSort: { columnId: 'erstellt', direction: 'desc' },
  edit: {
    buttonLabel: (u) => `${fullName(u)} bearbeiten`,
    send: updateUser,
    success: (body) => `Benutzer ${body.vorname} ${body.nachname} wurde gespeichert.`,
    fallbackError: 'Update fehlgeschlagen',
    dialog: (user, props) => <UserFormDialog user={user} {...props} />,
  },
  confirm: remove,
});
