import { germanDayOf, type AdminProvider } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { companyColumn, dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { deleteRow, ListPage, useListPage, type RowFilter } from '@admin/components/list-page';
import { useResource } from '@admin/lib/use-resource';
import { ProviderFormDialog } from '@admin/features/providers/provider-form-dialog';
import { isExpired, providerStatus } from '@admin/features/providers/provider-status';
import { placeLabel, priceLabel } from '@admin/features/providers/place-price';
import {
  deleteProvider,
  fetchAdminProviders,
  fetchCategories,
  updateProvider,
} from '@admin/features/providers/providers-api';

type ProviderStatus = 'ausstehend' | 'aktiv';

const categoryNames = (p: AdminProvider) => p.kategorien.map((k) => k.name);

const columns: Column<AdminProvider>[] = [
  companyColumn((p) => ({ name: p.firmenname, email: p.email, phone: p.handynummer })),
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
    sortValue: (p) => categoryNames(p).join(', '),
    searchText: (p) => `${categoryNames(p).join(' ')} ${p.neue_kategorie_vorschlag ?? ''}`,
  },
  {
    id: 'ort',
    header: 'Ort & Preis',
    // Two short lines in one column keep the table (and the phone card) as narrow as before.
    cell: (p) => (
      <>
        {placeLabel(p) || '–'}
        {p.preis_ab === null ? null : (
          <>
            <br />
            <span className="ac-muted">{priceLabel(p.preis_ab)}</span>
          </>
        )}
      </>
    ),
    sortValue: (p) => p.plz,
    searchText: (p) => `${placeLabel(p)} ${p.preis_ab === null ? '' : priceLabel(p.preis_ab)}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <span
        className={`ac-badge ${
          !p.ist_freigeschaltet
            ? 'ac-badge--pending'
            : isExpired(p)
              ? 'ac-badge--danger ac-badge--wrap'
              : 'ac-badge--ok'
        }`}
      >
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
  dateColumn('erstellt', 'Beworben am', (p) => p.erstellt_am, germanDayOf),
];

const remove = deleteRow<AdminProvider>({
  buttonLabel: (p) => `${p.firmenname} löschen`,
  title: 'Anbieter löschen',
  message: (p) =>
    `Möchten Sie den Anbieter „${p.firmenname}“ wirklich löschen? Seine Bewertungen und Anfragen werden ebenfalls entfernt.`,
  send: (api, p, reason) => deleteProvider(api, p.id, reason),
  reason: {
    label: 'Begründung an den Anbieter',
    hint: 'Geht per E-Mail an die Adresse des Eintrags (DSA Art. 17). Leer: eine allgemeine Begründung.',
  },
  success: (p) => `Anbieter „${p.firmenname}“ wurde gelöscht.`,
});

const STATUS_MATCHES: Record<ProviderStatus, (p: AdminProvider) => boolean> = {
  ausstehend: (p) => !p.ist_freigeschaltet,
  aktiv: (p) => p.ist_freigeschaltet,
};

const statusFilter: RowFilter<AdminProvider, ProviderStatus> = {
  label: 'Status',
  all: 'Alle',
  options: { ausstehend: 'Ausstehend', aktiv: 'Freigeschaltet' },
  matches: (p, status) => STATUS_MATCHES[status](p),
  emptyText: 'Keine Anbieter mit diesem Status.',
};

export function ProvidersPage() {
  const page = useListPage(fetchAdminProviders);
  const { api } = page;
  const categories = useResource(() => fetchCategories(api), 'Kategorien konnten nicht geladen werden.');
  const pendingCount = (page.data ?? []).filter(STATUS_MATCHES.ausstehend).length;

  return (
    <ListPage
      page={page}
      title="Anbieter"
      badge={
        pendingCount > 0 ? (
          <span className="ac-badge ac-badge--pending">{pendingCount} ausstehend</span>
        ) : null
      }
      columns={columns}
      initialSort={{ columnId: 'status', direction: 'asc' }}
      filter={statusFilter}
      edit={{
        buttonLabel: (p) => `${p.firmenname} bearbeiten`,
        send: updateProvider,
        success: (body) => `Anbieter „${body.firmenname}“ wurde gespeichert.`,
        fallbackError: 'Speichern fehlgeschlagen',
        errorPrefix: 'Fehler beim Speichern: ',
        dialog: (provider, props) => (
          <ProviderFormDialog provider={provider} categories={categories.data ?? []} {...props} />
        ),
      }}
      confirm={remove}
    >
      <Alert message={categories.error} onDismiss={categories.clearError} />
    </ListPage>
  );
}
