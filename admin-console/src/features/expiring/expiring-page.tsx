import { useCallback, useState } from 'react';
import type { AdminProvider, ExpiringProvider } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog } from '@admin/components/dialog';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { ApiError, type ApiClient } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { addMonths, formatDate, laterDate, todayIso } from '@admin/lib/dates';
import { useResource } from '@admin/lib/use-resource';
import {
  fetchAdminProviders,
  toUpdateRequest,
  updateProvider,
} from '@admin/features/providers/providers-api';

export function daysLeftText(days: number): string {
  if (days > 1) return `noch ${days} Tage`;
  if (days === 1) return 'noch 1 Tag';
  if (days === 0) return 'endet heute';
  return days === -1 ? 'seit 1 Tag abgelaufen' : `seit ${-days} Tagen abgelaufen`;
}

/** New end date: one year after the current end or after today, whichever is later. */
export function renewedUntil(currentEnd: string | null | undefined, today = todayIso()): string {
  return addMonths(laterDate(today, currentEnd), 12);
}

/** Extends a listing by a year (and keeps it activated), sending the provider's full data. */
export async function renewProvider(api: ApiClient, id: number): Promise<string> {
  const providers = await fetchAdminProviders(api);
  const provider: AdminProvider | undefined = providers.find((p) => p.id === id);
  if (!provider) throw new ApiError(404, 'Anbieter nicht gefunden.');
  const until = renewedUntil(provider.eintrag_gueltig_bis);
  await updateProvider(api, id, {
    ...toUpdateRequest(provider),
    ist_freigeschaltet: true,
    eintrag_gueltig_bis: until,
  });
  return until;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ExpiringPage() {
  const api = useApi();
  const expiring = useResource(
    useCallback(() => api.get<ExpiringProvider[]>('/api/admin/expiring-providers'), [api]),
    'Daten konnten nicht geladen werden',
  );
  const { reload } = expiring;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [copiedId, setCopiedId] = useState<number | null>(null);

  const renew = useConfirmedAction<ExpiringProvider>(
    useCallback(
      async (row) => {
        const until = await renewProvider(api, row.id);
        setSuccess(`Der Eintrag von „${row.firmenname}“ gilt jetzt bis ${formatDate(until)}.`);
        await reload();
      },
      [api, reload],
    ),
    { fallbackError: 'Update fehlgeschlagen', onError: setError },
  );

  const columns: Column<ExpiringProvider>[] = [
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
        </>
      ),
      sortValue: (p) => p.firmenname,
      searchText: (p) => `${p.firmenname} ${p.email}`,
    },
    {
      id: 'bis',
      header: 'Gültig bis',
      cell: (p) => formatDate(p.eintrag_gueltig_bis),
      sortValue: (p) => p.eintrag_gueltig_bis,
      searchText: (p) => formatDate(p.eintrag_gueltig_bis),
    },
    {
      id: 'tage',
      header: 'Verbleibend',
      cell: (p) => (
        <span className={`ac-badge ${p.tage_verbleibend <= 7 ? 'ac-badge--danger' : 'ac-badge--pending'}`}>
          {daysLeftText(p.tage_verbleibend)}
        </span>
      ),
      sortValue: (p) => p.tage_verbleibend,
      searchText: false,
    },
    {
      id: 'link',
      header: 'Link zur Verlängerung',
      cell: (p) => (
        <div className="ac-copy">
          <input
            className="ac-input ac-input--mono"
            readOnly
            value={p.verlaengerungs_link}
            aria-label={`Verlängerungslink für ${p.firmenname}`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button
            type="button"
            className="ac-button ac-button--small"
            onClick={async () => {
              if (await copyText(p.verlaengerungs_link)) {
                setCopiedId(p.id);
                window.setTimeout(() => setCopiedId((id) => (id === p.id ? null : id)), 2000);
              } else {
                setError('Der Link konnte nicht kopiert werden. Bitte markieren und manuell kopieren.');
              }
            }}
            aria-label={`Verlängerungslink für ${p.firmenname} kopieren`}
          >
            {copiedId === p.id ? 'Kopiert!' : 'Kopieren'}
          </button>
        </div>
      ),
      searchText: false,
    },
  ];

  return (
    <section className="ac-page" aria-labelledby="ac-expiring-title">
      <h2 id="ac-expiring-title" className="ac-page__title">
        Ablaufende Einträge
      </h2>
      <p className="ac-page__intro">
        Anbieter, deren Eintrag bald endet. Schicken Sie ihnen den Verlängerungslink oder verlängern Sie den
        Eintrag nach Zahlungseingang direkt um ein Jahr.
      </p>
      <Alert message={expiring.error} onDismiss={expiring.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <DataTable
        caption="Bald ablaufende Einträge"
        rows={expiring.data ?? []}
        columns={columns}
        rowKey={(p) => p.id}
        initialSort={{ columnId: 'tage', direction: 'asc' }}
        loading={expiring.loading}
        emptyText="Derzeit laufen keine Einträge ab."
        searchLabel="Ablaufende Einträge suchen"
        actions={(p) => (
          <button
            type="button"
            className="ac-button ac-button--small ac-button--primary"
            onClick={() => renew.ask(p)}
            aria-label={`${p.firmenname}: Verlängern um 1 Jahr`}
          >
            Verlängern um 1 Jahr
          </button>
        )}
      />
      <ConfirmDialog
        open={renew.target !== null}
        title="Eintrag verlängern"
        danger={false}
        confirmLabel="Verlängern um 1 Jahr"
        message={
          renew.target
            ? `Den Eintrag von „${renew.target.firmenname}“ bis ${formatDate(renewedUntil(renew.target.eintrag_gueltig_bis))} verlängern?`
            : ''
        }
        busy={renew.busy}
        onConfirm={() => void renew.confirm()}
        onCancel={renew.cancel}
      />
    </section>
  );
}
