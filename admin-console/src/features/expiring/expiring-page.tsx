import { useState } from 'react';
import { germanDate, type ExpiringProvider } from '@event-kompass/shared-types';
import { companyColumn, dateColumn } from '@admin/components/columns';
import type { Column } from '@admin/components/data-table';
import { ListPage, useListPage, type RowConfirmation } from '@admin/components/list-page';
import { fetchExpiringProviders, renewProvider } from '@admin/features/expiring/expiring-api';

export function daysLeftText(days: number): string {
  if (days > 1) return `noch ${days} Tage`;
  if (days === 1) return 'noch 1 Tag';
  if (days === 0) return 'endet heute';
  return days === -1 ? 'seit 1 Tag abgelaufen' : `seit ${-days} Tagen abgelaufen`;
}

const RENEW_LABEL = 'Verlängern um 1 Jahr';

/** The server computes the new end (`verlaengerung_bis`) and reports it in its `msg`. */
const renew: RowConfirmation<ExpiringProvider> = {
  button: RENEW_LABEL,
  buttonLabel: (p) => `${p.firmenname}: ${RENEW_LABEL}`,
  title: 'Eintrag verlängern',
  message: (p) => `Den Eintrag von „${p.firmenname}“ bis ${germanDate(p.verlaengerung_bis)} verlängern?`,
  confirmLabel: RENEW_LABEL,
  danger: false,
  send: (api, p) => renewProvider(api, p.id),
  success: (p) => `Der Eintrag von „${p.firmenname}“ wurde verlängert.`,
  fallbackError: 'Update fehlgeschlagen',
  then: 'reload',
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ExpiringPage() {
  const page = useListPage(fetchExpiringProviders);
  const [copiedId, setCopiedId] = useState<number | null>(null);

  async function copyLink(p: ExpiringProvider) {
    if (await copyText(p.verlaengerungs_link)) {
      setCopiedId(p.id);
      window.setTimeout(() => setCopiedId((id) => (id === p.id ? null : id)), 2000);
    } else {
      page.feedback.fail('Der Link konnte nicht kopiert werden. Bitte markieren und manuell kopieren.');
    }
  }

  const columns: Column<ExpiringProvider>[] = [
    companyColumn((p) => ({ name: p.firmenname, email: p.email })),
    dateColumn('bis', 'Gültig bis', (p) => p.eintrag_gueltig_bis),
    {
      id: 'tage',
      header: 'Verbleibend',
      cell: (p) =>
        p.ist_freigeschaltet ? (
          <span className={`ac-badge ${p.tage_verbleibend <= 7 ? 'ac-badge--danger' : 'ac-badge--pending'}`}>
            {daysLeftText(p.tage_verbleibend)}
          </span>
        ) : (
          <>
            <span className="ac-badge ac-badge--danger">abgelaufen</span>{' '}
            <span className="ac-muted">
              {p.abgelaufen_am
                ? `offline seit ${germanDate(p.abgelaufen_am)}`
                : daysLeftText(p.tage_verbleibend)}
            </span>
          </>
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
            onClick={() => void copyLink(p)}
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
    <ListPage
      page={page}
      title="Ablaufende Einträge"
      intro="Anbieter, deren Eintrag bald endet, und abgelaufene Einträge, die nicht mehr öffentlich sichtbar sind. Schicken Sie ihnen den Verlängerungslink oder verlängern Sie den Eintrag nach Zahlungseingang direkt um ein Jahr – ein abgelaufener Eintrag ist damit sofort wieder sichtbar."
      caption="Bald ablaufende Einträge"
      columns={columns}
      initialSort={{ columnId: 'tage', direction: 'asc' }}
      emptyText="Derzeit laufen keine Einträge ab."
      confirm={renew}
    />
  );
}
