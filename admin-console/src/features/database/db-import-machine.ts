import type { BackupAccount, BackupPreview } from '@event-kompass/shared-types';

/**
 * The database import as a small state machine:
 * idle → (choose file) → checking (the server reads the file and changes nothing) → confirming
 * (with what the file holds, above all its admin accounts) → running → success | error, and back
 * to idle when a new file is chosen, the check refuses the file or the confirmation is cancelled.
 */
export type DbImportState =
  | { status: 'idle'; file: File | null; problem: string | null }
  | { status: 'checking'; file: File }
  | { status: 'confirming'; file: File; preview: BackupPreview }
  | { status: 'running'; file: File }
  | { status: 'success'; file: null }
  | { status: 'error'; file: File; message: string };

export type DbImportEvent =
  | { type: 'choose'; file: File | null }
  | { type: 'request' }
  | { type: 'checked'; file: File; preview: BackupPreview }
  | { type: 'refused'; file: File; message: string }
  | { type: 'cancel' }
  | { type: 'start' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string };

export const NO_FILE_MESSAGE = 'Bitte wählen Sie zuerst eine Datei aus.';
export const WRONG_TYPE_MESSAGE = 'Bitte wählen Sie eine .sql-Datei aus.';
export const IMPORT_SUCCESS_MESSAGE = 'Datenbank erfolgreich importiert!';
export const IMPORT_FAILED_FALLBACK = 'DB-Import fehlgeschlagen.';
export const IMPORT_FAILED_STATUS = 'Fehler beim Import. Details siehe oben.';
export const CHECK_FAILED_FALLBACK = 'Die Datei konnte nicht geprüft werden.';

/** Owner changes named one by one in the confirmation; more are counted. */
export const SHOWN_OWNER_CHANGES = 10;

const account = (admin: BackupAccount) => `${admin.vorname} ${admin.nachname} <${admin.email}>`;
const owners = (emails: string[]) => (emails.length === 0 ? 'niemand' : emails.join(', '));

/**
 * What the file changes in rights compared with now: a crafted file must not make anyone admin
 * or owner of a listing without the confirmation saying so.
 */
function rightsChanges(preview: BackupPreview): string {
  const { neu, entfernt } = preview.admin_wechsel;
  const parts: string[] = [];
  if (neu.length > 0) parts.push(`Neue Administratoren: ${neu.map(account).join(', ')}.`);
  if (entfernt.length > 0) parts.push(`Keine Administratoren mehr: ${entfernt.map(account).join(', ')}.`);
  const changes = preview.besitzer_wechsel;
  if (changes.length > 0) {
    const shown = changes
      .slice(0, SHOWN_OWNER_CHANGES)
      .map(
        (change) =>
          `„${change.firmenname}“ (Nr. ${change.anbieter_id}): ${owners(change.vorher)} → ${owners(change.nachher)}`,
      );
    const more = changes.length - shown.length;
    parts.push(`Besitzerwechsel: ${shown.join('; ')}${more > 0 ? `; und ${more} weitere` : ''}.`);
  }
  return parts.length === 0 ? 'Admin-Rechte und Besitzer der Einträge bleiben wie jetzt.' : parts.join(' ');
}

/** The confirmation's text: what is replaced, who can use the console afterwards, whose rights change. */
/** Invoices, payments and the audit trail are only ever added to by a restore. */
function keptLedger({ behalten }: BackupPreview): string {
  const { rechnungen, zahlungen, protokoll } = behalten;
  const base = 'Rechnungen, Zahlungen und das Protokoll werden nie ersetzt, nur ergänzt.';
  if (rechnungen + zahlungen + protokoll === 0) return base;
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;
  return `${base} Neuer als die Sicherung und darum behalten: ${count(rechnungen, 'Rechnung', 'Rechnungen')}, ${count(
    zahlungen,
    'Zahlung',
    'Zahlungen',
  )}, ${count(protokoll, 'Protokolleintrag', 'Protokolleinträge')}.`;
}

export function confirmationText(file: File, preview: BackupPreview): string {
  const rows = preview.tabellen.reduce((sum, table) => sum + table.zeilen, 0);
  const admins =
    preview.admins.length === 0
      ? 'Die Datei enthält KEIN Admin-Konto: Danach kann sich niemand mehr in der Verwaltung anmelden.'
      : `Administratoren nach dem Import – nur diese Konten können sich in der Verwaltung anmelden: ${preview.admins
          .map(account)
          .join(', ')}.`;
  return `Alle aktuellen Daten werden durch den Inhalt von „${file.name}“ ersetzt (${rows.toLocaleString('de-DE')} Datensätze). ${admins} ${rightsChanges(preview)} ${keptLedger(preview)} Das lässt sich nicht rückgängig machen. Fortfahren?`;
}

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
      if (state.status !== 'idle' && state.status !== 'success' && state.status !== 'error') return state;
      if (!state.file) return { status: 'idle', file: null, problem: NO_FILE_MESSAGE };
      return { status: 'checking', file: state.file };
    // A check that answers after another file was chosen is about a file nobody looks at.
    case 'checked':
      return state.status === 'checking' && state.file === event.file
        ? { status: 'confirming', file: state.file, preview: event.preview }
        : state;
    case 'refused':
      return state.status === 'checking' && state.file === event.file
        ? { status: 'idle', file: state.file, problem: event.message }
        : state;
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
