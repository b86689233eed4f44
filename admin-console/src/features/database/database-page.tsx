import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert } from '@admin/components/alert';
import { BusyButton } from '@admin/components/busy-button';
import { ConfirmDialog } from '@admin/components/dialog';
import { FeedbackAlerts, useFeedback } from '@admin/components/feedback';
import { FileField } from '@admin/components/fields';
import { Page } from '@admin/components/page';
import { errorMessage } from '@event-kompass/web-client';
import { useApi } from '@admin/lib/api-context';
import { fileTimestamp } from '@admin/lib/dates';
import { saveBlob } from '@admin/lib/download';
import {
  downloadDatabaseBackup,
  importDatabaseBackup,
  previewDatabaseBackup,
} from '@admin/features/database/database-api';
import {
  CHECK_FAILED_FALLBACK,
  confirmationText,
  dbImportReducer,
  IMPORT_FAILED_FALLBACK,
  IMPORT_FAILED_STATUS,
  IMPORT_SUCCESS_MESSAGE,
  initialDbImportState,
} from '@admin/features/database/db-import-machine';
import { StoredBackups } from '@admin/features/database/stored-backups';

export function DatabasePage() {
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const exportFeedback = useFeedback();
  const [state, dispatch] = useReducer(dbImportReducer, initialDbImportState);
  const [importError, setImportError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function runExport() {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadDatabaseBackup(api);
      const name =
        fileName && fileName.endsWith('.sql') ? fileName : `eventkompass-backup-${fileTimestamp()}.sql`;
      saveBlob(blob, name);
      exportFeedback.succeed(`${name} wurde heruntergeladen.`);
    } catch (e) {
      exportFeedback.fail(errorMessage(e, 'DB-Export fehlgeschlagen.'));
    } finally {
      setExporting(false);
    }
  }

  // The file is checked on the server before the confirmation shows what it would restore.
  const checking = state.status === 'checking' ? state.file : null;
  useEffect(() => {
    if (!checking) return;
    previewDatabaseBackup(api, checking).then(
      (preview) => dispatch({ type: 'checked', file: checking, preview }),
      (error: unknown) =>
        dispatch({ type: 'refused', file: checking, message: errorMessage(error, CHECK_FAILED_FALLBACK) }),
    );
  }, [api, checking]);

  async function runImport() {
    if (state.status !== 'confirming') return;
    const file = state.file;
    dispatch({ type: 'start' });
    setImportError(null);
    try {
      await importDatabaseBackup(api, file);
      dispatch({ type: 'succeeded' });
      if (fileInput.current) fileInput.current.value = '';
    } catch (e) {
      // The server's text (its `msg`, or a plain-text answer) is preferred over the fallback.
      const message = errorMessage(e, IMPORT_FAILED_FALLBACK);
      setImportError(message);
      dispatch({ type: 'failed', message });
    }
  }

  const running = state.status === 'running';
  const busy = running || state.status === 'checking';

  return (
    <Page title="Datenbank">
      <div className="ac-cards">
        <div className="ac-card">
          <h3 className="ac-card__title">Sicherung herunterladen</h3>
          <p>Alle Daten als SQL-Datei (eventkompass-backup-…sql), die sich hier wieder einspielen lässt.</p>
          <FeedbackAlerts feedback={exportFeedback} />
          <BusyButton busy={exporting} busyLabel="Export läuft…" onClick={runExport}>
            Datenbank exportieren
          </BusyButton>
        </div>
        <div className="ac-card">
          <h3 className="ac-card__title">Sicherung einspielen</h3>
          <p className="ac-warning">
            Achtung: Der Import ersetzt <strong>alle</strong> aktuellen Daten durch den Inhalt der Datei.
          </p>
          <Alert message={importError} onDismiss={() => setImportError(null)} />
          {state.status === 'idle' ? (
            <Alert message={state.problem} onDismiss={() => dispatch({ type: 'choose', file: null })} />
          ) : null}
          <FileField
            ref={fileInput}
            label="SQL-Datei auswählen"
            hint="Nur .sql-Dateien aus dem Export dieser Anwendung."
            accept=".sql"
            disabled={busy}
            onChange={(e) => dispatch({ type: 'choose', file: e.target.files?.[0] ?? null })}
          />
          <button
            type="button"
            className="ac-button ac-button--danger"
            onClick={() => dispatch({ type: 'request' })}
            disabled={busy}
          >
            {running
              ? 'Import läuft…'
              : state.status === 'checking'
                ? 'Datei wird geprüft…'
                : 'Datenbank importieren'}
          </button>
          <div className="ac-import-status" aria-live="polite">
            {running ? <p className="ac-status ac-status--running">Import läuft, bitte warten…</p> : null}
            {state.status === 'success' ? (
              <p className="ac-status ac-status--success">{IMPORT_SUCCESS_MESSAGE}</p>
            ) : null}
            {state.status === 'error' ? (
              <p className="ac-status ac-status--error">{IMPORT_FAILED_STATUS}</p>
            ) : null}
          </div>
        </div>
      </div>
      <StoredBackups />
      <ConfirmDialog
        open={state.status === 'confirming'}
        title="Datenbank importieren"
        confirmLabel="Jetzt importieren"
        message={state.status === 'confirming' ? confirmationText(state.file, state.preview) : ''}
        onConfirm={() => void runImport()}
        onCancel={() => dispatch({ type: 'cancel' })}
      />
    </Page>
  );
}
