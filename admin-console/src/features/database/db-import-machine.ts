/**
 * The database import as a small state machine:
 * idle → (choose file) → confirming → running → success | error, and back to idle when a new file is
 * chosen or the confirmation is cancelled.
 */
export type DbImportState =
  | { status: 'idle'; file: File | null; problem: string | null }
  | { status: 'confirming'; file: File }
  | { status: 'running'; file: File }
  | { status: 'success'; file: null }
  | { status: 'error'; file: File; message: string };

export type DbImportEvent =
  | { type: 'choose'; file: File | null }
  | { type: 'request' }
  | { type: 'cancel' }
  | { type: 'start' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string };

export const NO_FILE_MESSAGE = 'Bitte wählen Sie zuerst eine Datei aus.';
export const WRONG_TYPE_MESSAGE = 'Bitte wählen Sie eine .sql-Datei aus.';
export const IMPORT_SUCCESS_MESSAGE = 'Datenbank erfolgreich importiert!';
export const IMPORT_FAILED_FALLBACK = 'DB-Import fehlgeschlagen.';
export const IMPORT_FAILED_STATUS = 'Fehler beim Import. Details siehe oben.';

export const initialDbImportState: DbImportState = { status: 'idle', file: null, problem: null };

export const isSqlFile = (file: File) => file.name.toLowerCase().endsWith('.sql');

export function dbImportReducer(state: DbImportState, event: DbImportEvent): DbImportState {
  switch (event.type) {
    case 'choose':
      if (state.status === 'running') return state;
      if (event.file && !isSqlFile(event.file))
        return { status: 'idle', file: null, problem: WRONG_TYPE_MESSAGE };
      return { status: 'idle', file: event.file, problem: null };
    case 'request':
      if (state.status === 'running' || state.status === 'confirming') return state;
      if (!state.file) return { status: 'idle', file: null, problem: NO_FILE_MESSAGE };
      return { status: 'confirming', file: state.file };
    case 'cancel':
      return state.status === 'confirming' ? { status: 'idle', file: state.file, problem: null } : state;
    case 'start':
      return state.status === 'confirming' ? { status: 'running', file: state.file } : state;
    case 'succeeded':
      return state.status === 'running' ? { status: 'success', file: null } : state;
    case 'failed':
      return state.status === 'running'
        ? { status: 'error', file: state.file, message: event.message }
        : state;
    default:
      return state;
  }
}
