import { useCallback, useState } from 'react';
import type { AdminUpdateUserRequest, User } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog } from '@admin/components/dialog';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { errorMessage } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { formatDayOf } from '@admin/lib/dates';
import { useResource } from '@admin/lib/use-resource';
import { UserFormDialog } from '@admin/features/users/user-form-dialog';

const columns: Column<User>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (u) => (
      <strong>
        {u.vorname} {u.nachname}
      </strong>
    ),
    sortValue: (u) => `${u.nachname} ${u.vorname}`,
    searchText: (u) => `${u.vorname} ${u.nachname}`,
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
  {
    id: 'erstellt',
    header: 'Registriert am',
    cell: (u) => formatDayOf(u.erstellt_am),
    sortValue: (u) => u.erstellt_am,
    searchText: (u) => formatDayOf(u.erstellt_am),
  },
];

export function UsersPage() {
  const api = useApi();
  const users = useResource(
    useCallback(() => api.get<User[]>('/api/admin/users'), [api]),
    'Daten konnten nicht geladen werden',
  );
  const { setData, reload } = users;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [editing, setEditing] = useState<User | null>(null);

  const remove = useConfirmedAction<User>(
    useCallback(
      async (user) => {
        await api.send('DELETE', `/api/admin/users/${user.id}`);
        setData((rows) => rows?.filter((row) => row.id !== user.id) ?? null);
        setSuccess(`Benutzer ${user.vorname} ${user.nachname} wurde gelöscht.`);
      },
      [api, setData],
    ),
    { fallbackError: 'Fehler beim Löschen.', onError: setError },
  );

  async function save(id: number, body: AdminUpdateUserRequest) {
    try {
      await api.send('PUT', `/api/admin/users/${id}`, body);
    } catch (e) {
      throw new Error(errorMessage(e, 'Update fehlgeschlagen'));
    }
    setEditing(null);
    setSuccess(`Benutzer ${body.vorname} ${body.nachname} wurde gespeichert.`);
    await reload();
  }

  return (
    <section className="ac-page" aria-labelledby="ac-users-title">
      <h2 id="ac-users-title" className="ac-page__title">
        Benutzer
      </h2>
      <Alert message={users.error} onDismiss={users.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <DataTable
        caption="Alle Benutzer"
        rows={users.data ?? []}
        columns={columns}
        rowKey={(u) => u.id}
        initialSort={{ columnId: 'erstellt', direction: 'desc' }}
        loading={users.loading}
        emptyText="Es gibt noch keine Benutzer."
        searchLabel="Benutzer suchen"
        actions={(u) => (
          <div className="ac-actions">
            <button
              type="button"
              className="ac-button ac-button--small"
              onClick={() => setEditing(u)}
              aria-label={`${u.vorname} ${u.nachname} bearbeiten`}
            >
              Bearbeiten
            </button>
            <button
              type="button"
              className="ac-button ac-button--small ac-button--danger"
              onClick={() => remove.ask(u)}
              aria-label={`${u.vorname} ${u.nachname} löschen`}
            >
              Löschen
            </button>
          </div>
        )}
      />
      <UserFormDialog user={editing} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={remove.target !== null}
        title="Benutzer löschen"
        message={
          remove.target
            ? `Möchten Sie den Benutzer ${remove.target.vorname} ${remove.target.nachname} (${remove.target.email}) wirklich löschen? Seine Anfragen und Bewertungen werden ebenfalls entfernt.`
            : ''
        }
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
