import { useState } from 'react';
import { germanDateTime, type StoredBackup } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { BusyButton } from '@admin/components/busy-button';
import { DataTable, type Column } from '@admin/components/data-table';
import { dateColumn } from '@admin/components/columns';
import { FeedbackAlerts, useFeedback } from '@admin/components/feedback';
import { errorMessage } from '@event-kompass/web-client';
import { useApi } from '@admin/lib/api-context';
import { saveBlob } from '@admin/lib/download';
import { useResource } from '@admin/lib/use-resource';
import {
  createStoredBackup,
  downloadStoredBackup,
  fetchStoredBackups,
} from '@admin/features/database/database-api';

export const BACKUPS_LOAD_FAILED = 'Die Sicherungen konnten nicht geladen werden.';

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** `1,5 MB`, `820 kB`, `12 Bytes`. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  if (bytes < 1_000_000) return `${sizeFormat.format(bytes / 1000)} kB`;
  if (bytes < 1_000_000_000) return `${sizeFormat.format(bytes / 1_000_000)} MB`;
  return `${sizeFormat.format(bytes / 1_000_000_000)} GB`;
}

const contentOf = (backup: StoredBackup) =>
  backup.name.endsWith('.sql') ? 'Datenbank (SQL)' : 'Fotos (tar.gz)';
/** The server marks the ones made with "Jetzt sichern" in the name. */
const originOf = (backup: StoredBackup) => (backup.name.includes('-manuell') ? 'von Hand' : 'täglich');

const COLUMNS: Column<StoredBackup>[] = [
  dateColumn('erstellt', 'Erstellt', (backup) => backup.erstellt_am, germanDateTime),
  { id: 'inhalt', header: 'Inhalt', cell: contentOf, sortValue: contentOf },
  { id: 'art', header: 'Art', cell: originOf, sortValue: originOf },
  { id: 'name', header: 'Datei', cell: (backup) => <code>{backup.name}</code>, sortValue: (b) => b.name },
  { id: 'groesse', header: 'Größe', cell: (backup) => fileSize(backup.bytes), sortValue: (b) => b.bytes },
];

/** The backups the server keeps (daily and "Jetzt sichern"): list, download, make one now. */
export function StoredBackups() {
  const api = useApi();
  const backups = useResource(() => fetchStoredBackups(api), BACKUPS_LOAD_FAILED);
  const feedback = useFeedback();
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  async function createNow() {
    setCreating(true);
    try {
      const files = await createStoredBackup(api);
      feedback.succeed(`Sicherung erstellt: ${files.map((file) => file.name).join(', ')}.`);
      await backups.reload();
    } catch (e) {
      feedback.fail(errorMessage(e, 'Die Sicherung konnte nicht erstellt werden.'));
    } finally {
      setCreating(false);
    }
  }

  async function download(backup: StoredBackup) {
    setDownloading(backup.name);
    try {
      const { blob } = await downloadStoredBackup(api, backup.name);
      saveBlob(blob, backup.name);
    } catch (e) {
      feedback.fail(errorMessage(e, 'Der Download ist fehlgeschlagen.'));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section className="ac-card" aria-labelledby="ac-stored-backups-title">
      <h3 className="ac-card__title" id="ac-stored-backups-title">
        Gespeicherte Sicherungen
      </h3>
      <p>
        Der Server sichert Datenbank und Fotos täglich selbst und löscht ältere Sicherungen nach seiner
        Aufbewahrungsregel (üblich: die letzten 7 Tage und 4 Wochen); von den von Hand erstellten bleiben die
        neuesten 5.
      </p>
      <Alert message={backups.error} onDismiss={backups.clearError} />
      <FeedbackAlerts feedback={feedback} />
      <DataTable
        caption="Gespeicherte Sicherungen"
        rows={backups.data ?? []}
        columns={COLUMNS}
        rowKey={(backup) => backup.name}
        initialSort={{ columnId: 'erstellt', direction: 'desc' }}
        loading={backups.loading}
        emptyText="Noch keine Sicherung gespeichert."
        toolbar={
          <BusyButton busy={creating} busyLabel="Sicherung läuft…" onClick={createNow}>
            Jetzt sichern
          </BusyButton>
        }
        actions={(backup) => (
          <button
            type="button"
            className="ac-button ac-button--small"
            aria-label={`${backup.name} herunterladen`}
            onClick={() => void download(backup)}
            disabled={downloading === backup.name}
          >
            Herunterladen
          </button>
        )}
      />
    </section>
  );
}
