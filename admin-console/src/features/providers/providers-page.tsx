import { useCallback, useMemo, useState } from 'react';
import type { AdminProvider, AdminUpdateProviderRequest, Category } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog } from '@admin/components/dialog';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { errorMessage } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { formatDayOf } from '@admin/lib/dates';
import { useResource } from '@admin/lib/use-resource';
import { ProviderFormDialog } from '@admin/features/providers/provider-form-dialog';
import { providerStatus } from '@admin/features/providers/provider-status';
import {
  deleteProvider,
  fetchAdminProviders,
  fetchCategories,
  updateProvider,
} from '@admin/features/providers/providers-api';

type StatusFilter = 'alle' | 'ausstehend' | 'aktiv';

const columns: Column<AdminProvider>[] = [
  {
    id: 'firma',
    header: 'Firma',
    cell: (p) => (
      <>
        <strong>{p.firmenname}</strong>
        <br />
        <a href={`mailto:${p.email}`} className="ac-muted">
          {p.email}
        </a>
        {p.handynummer ? <span className="ac-muted"> · {p.handynummer}</span> : null}
      </>
    ),
    sortValue: (p) => p.firmenname,
    searchText: (p) => `${p.firmenname} ${p.email} ${p.handynummer ?? ''}`,
  },
  {
    id: 'kategorien',
    header: 'Kategorien',
    cell: (p) => (
      <>
        {p.kategorien.length ? (
          <ul className="ac-tags">
            {p.kategorien.map((k) => (
              <li key={k.id} className="ac-tag">
                {k.name}
              </li>
            ))}
          </ul>
        ) : (
          '–'
        )}
        {p.neue_kategorie_vorschlag ? (
          <p className="ac-suggestion">
            Vorschlag: <strong>{p.neue_kategorie_vorschlag}</strong>
          </p>
        ) : null}
      </>
    ),
    sortValue: (p) => p.kategorien.map((k) => k.name).join(', '),
    searchText: (p) => `${p.kategorien.map((k) => k.name).join(' ')} ${p.neue_kategorie_vorschlag ?? ''}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <span className={`ac-badge ${p.ist_freigeschaltet ? 'ac-badge--ok' : 'ac-badge--pending'}`}>
        {providerStatus(p)}
      </span>
    ),
    // Pending first, then active by end date.
    sortValue: (p) => (p.ist_freigeschaltet ? `1-${p.eintrag_gueltig_bis ?? '9999'}` : '0'),
    searchText: (p) => providerStatus(p),
  },
  {
    id: 'anfragen',
    header: 'Anfragen',
    cell: (p) => p.anfragen_anzahl,
    sortValue: (p) => p.anfragen_anzahl,
    className: 'ac-num',
  },
  {
    id: 'bewertung',
    header: 'Bewertung',
    cell: (p) =>
      p.average_rating === null
        ? '–'
        : `${p.average_rating.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ★ (${p.review_count})`,
    sortValue: (p) => p.average_rating,
    searchText: false,
    className: 'ac-num',
  },
  {
    id: 'erstellt',
    header: 'Beworben am',
    cell: (p) => formatDayOf(p.erstellt_am),
    sortValue: (p) => p.erstellt_am,
    searchText: (p) => formatDayOf(p.erstellt_am),
  },
];

export function ProvidersPage() {
  const api = useApi();
  const providers = useResource(
    useCallback(() => fetchAdminProviders(api), [api]),
    'Daten konnten nicht geladen werden',
  );
  const categories = useResource<Category[]>(
    useCallback(() => fetchCategories(api), [api]),
    'Kategorien konnten nicht geladen werden.',
  );
  const { setData: setProviders } = providers;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminProvider | null>(null);
  const [status, setStatus] = useState<StatusFilter>('alle');

  const remove = useConfirmedAction<AdminProvider>(
    useCallback(
      async (provider) => {
        await deleteProvider(api, provider.id);
        setProviders((rows) => rows?.filter((row) => row.id !== provider.id) ?? null);
        setSuccess(`Anbieter „${provider.firmenname}“ wurde gelöscht.`);
      },
      [api, setProviders],
    ),
    { fallbackError: 'Fehler beim Löschen.', onError: setError },
  );

  async function save(id: number, body: AdminUpdateProviderRequest) {
    try {
      await updateProvider(api, id, body);
    } catch (e) {
      throw new Error(`Fehler beim Speichern: ${errorMessage(e, 'Speichern fehlgeschlagen')}`);
    }
    setEditing(null);
    setSuccess(`Anbieter „${body.firmenname}“ wurde gespeichert.`);
    await providers.reload();
  }

  const rows = useMemo(
    () =>
      (providers.data ?? []).filter((p) =>
        status === 'alle' ? true : status === 'aktiv' ? p.ist_freigeschaltet : !p.ist_freigeschaltet,
      ),
    [providers.data, status],
  );
  const pendingCount = (providers.data ?? []).filter((p) => !p.ist_freigeschaltet).length;

  return (
    <section className="ac-page" aria-labelledby="ac-providers-title">
      <div className="ac-page__head">
        <h2 id="ac-providers-title" className="ac-page__title">
          Anbieter
        </h2>
        {pendingCount > 0 ? (
          <span className="ac-badge ac-badge--pending">{pendingCount} ausstehend</span>
        ) : null}
      </div>
      <Alert message={providers.error} onDismiss={providers.clearError} />
      <Alert message={categories.error} onDismiss={categories.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <DataTable
        caption="Alle Anbieter"
        rows={rows}
        columns={columns}
        rowKey={(p) => p.id}
        initialSort={{ columnId: 'status', direction: 'asc' }}
        loading={providers.loading}
        emptyText={status === 'alle' ? 'Es gibt noch keine Anbieter.' : 'Keine Anbieter mit diesem Status.'}
        searchLabel="Anbieter suchen"
        toolbar={
          <div className="ac-field ac-field--inline ac-field--compact">
            <label htmlFor="ac-provider-status" className="ac-field__label">
              Status
            </label>
            <select
              id="ac-provider-status"
              className="ac-input"
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            >
              <option value="alle">Alle</option>
              <option value="ausstehend">Ausstehend</option>
              <option value="aktiv">Freigeschaltet</option>
            </select>
          </div>
        }
        actions={(p) => (
          <div className="ac-actions">
            <button
              type="button"
              className="ac-button ac-button--small"
              onClick={() => setEditing(p)}
              aria-label={`${p.firmenname} bearbeiten`}
            >
              Bearbeiten
            </button>
            <button
              type="button"
              className="ac-button ac-button--small ac-button--danger"
              onClick={() => remove.ask(p)}
              aria-label={`${p.firmenname} löschen`}
            >
              Löschen
            </button>
          </div>
        )}
      />
      <ProviderFormDialog
        provider={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title="Anbieter löschen"
        message={`Möchten Sie den Anbieter „${remove.target?.firmenname ?? ''}“ wirklich löschen? Seine Bewertungen und Anfragen werden ebenfalls entfernt.`}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
