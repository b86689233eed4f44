import {
  dbImportReducer,
  initialDbImportState,
  NO_FILE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  type DbImportState,
} from '@admin/features/database/db-import-machine';

const sql = new File(['INSERT INTO x VALUES (1);'], 'backup.sql');
const preview = {
  tabellen: [{ tabelle: 'users', zeilen: 1 }],
  admins: [],
  admin_wechsel: { neu: [], entfernt: [] },
  besitzer_wechsel: [],
  behalten: { rechnungen: 0, zahlungen: 0, protokoll: 0 },
};
/** Request, then the server's check answers for `file`. */
const checkedAfterRequest = (state: DbImportState, file = sql) =>
  dbImportReducer(dbImportReducer(state, { type: 'request' }), { type: 'checked', file, preview });

describe('dbImportReducer', () => {
  it('refuses to ask for confirmation without a file', () => {
    expect(dbImportReducer(initialDbImportState, { type: 'request' })).toEqual({
      status: 'idle',
      file: null,
      problem: NO_FILE_MESSAGE,
    });
  });

  it('accepts only .sql files', () => {
    const txt = new File(['x'], 'notes.txt');
    expect(dbImportReducer(initialDbImportState, { type: 'choose', file: txt })).toEqual({
      status: 'idle',
      file: null,
      problem: WRONG_TYPE_MESSAGE,
    });
    expect(
      dbImportReducer(initialDbImportState, { type: 'choose', file: new File(['x'], 'A.SQL') }).file,
    ).not.toBeNull();
  });

  it('walks idle → checking → confirming → running → success', () => {
    let state: DbImportState = dbImportReducer(initialDbImportState, { type: 'choose', file: sql });
    state = dbImportReducer(state, { type: 'request' });
    expect(state.status).toBe('checking');
    state = dbImportReducer(state, { type: 'checked', file: sql, preview });
    expect(state).toEqual({ status: 'confirming', file: sql, preview });
    state = dbImportReducer(state, { type: 'start' });
    expect(state.status).toBe('running');
    // A new file cannot be chosen while running.
    expect(dbImportReducer(state, { type: 'choose', file: null })).toBe(state);
    state = dbImportReducer(state, { type: 'succeeded' });
    expect(state).toEqual({ status: 'success', file: null });
  });

  it('returns to idle on cancel and keeps the file', () => {
    let state = dbImportReducer(initialDbImportState, { type: 'choose', file: sql });
    state = checkedAfterRequest(state);
    state = dbImportReducer(state, { type: 'cancel' });
    expect(state).toEqual({ status: 'idle', file: sql, problem: null });
  });

  it('ends in error with the message and allows a retry', () => {
    let state = dbImportReducer(initialDbImportState, { type: 'choose', file: sql });
    state = dbImportReducer(checkedAfterRequest(state), { type: 'start' });
    state = dbImportReducer(state, { type: 'failed', message: 'Ungültige Datei.' });
    expect(state).toEqual({ status: 'error', file: sql, message: 'Ungültige Datei.' });
    expect(dbImportReducer(state, { type: 'request' }).status).toBe('checking');
  });

  it('goes back to the file with the reason when the check refuses it', () => {
    const state = dbImportReducer(dbImportReducer(initialDbImportState, { type: 'choose', file: sql }), {
      type: 'request',
    });
    expect(dbImportReducer(state, { type: 'refused', file: sql, message: 'Zeile 2: kaputt.' })).toEqual({
      status: 'idle',
      file: sql,
      problem: 'Zeile 2: kaputt.',
    });
  });

  it('ignores a check that answers for a file chosen before', () => {
    const other = new File(['x'], 'andere.sql');
    let state = dbImportReducer(initialDbImportState, { type: 'choose', file: sql });
    state = dbImportReducer(state, { type: 'request' });
    state = dbImportReducer(state, { type: 'choose', file: other });
    state = dbImportReducer(state, { type: 'request' });
    expect(dbImportReducer(state, { type: 'checked', file: sql, preview })).toBe(state);
    expect(dbImportReducer(state, { type: 'refused', file: sql, message: 'x' })).toBe(state);
  });

  it('ignores events that do not fit the state', () => {
    expect(dbImportReducer(initialDbImportState, { type: 'start' })).toBe(initialDbImportState);
    expect(dbImportReducer(initialDbImportState, { type: 'succeeded' })).toBe(initialDbImportState);
    expect(dbImportReducer(initialDbImportState, { type: 'failed', message: 'x' })).toBe(
      initialDbImportState,
    );
  });
});
