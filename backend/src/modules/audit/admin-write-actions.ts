/**
 * What each admin write route records: the action's name and what the target is called (the
 * route's `:id` is appended; `targetField` names a body field instead). `null` marks an admin
 * POST that changes nothing (a preview). `test/audit.e2e-spec.ts` walks every admin route: a new
 * admin write without an entry here fails it (and is still recorded under its method and path).
 */
export interface AdminWriteAction {
  aktion: string;
  ziel: string;
  targetField?: string;
}

export const ADMIN_WRITE_ACTIONS: Readonly<Record<string, AdminWriteAction | null>> = {
  'PUT /api/admin/users/:id': { aktion: 'benutzer.geaendert', ziel: 'Benutzer' },
  'DELETE /api/admin/users/:id': { aktion: 'benutzer.geloescht', ziel: 'Benutzer' },
  'POST /api/admin/reports/:id/decision': { aktion: 'meldung.entschieden', ziel: 'Meldung' },
  'DELETE /api/admin/reviews/:id': { aktion: 'bewertung.geloescht', ziel: 'Bewertung' },
  'DELETE /api/admin/inquiries/:id': { aktion: 'anfrage.geloescht', ziel: 'Anfrage' },
  'PUT /api/admin/settings': {
    aktion: 'einstellung.geaendert',
    ziel: 'Einstellung',
    targetField: 'schluessel',
  },
  'PUT /api/admin/providers/:id': { aktion: 'anbieter.geaendert', ziel: 'Anbieter' },
  'POST /api/admin/providers/:id/renew': { aktion: 'anbieter.verlaengert', ziel: 'Anbieter' },
  'DELETE /api/admin/providers/:id': { aktion: 'anbieter.geloescht', ziel: 'Anbieter' },
  'POST /api/admin/categories': { aktion: 'kategorie.angelegt', ziel: 'Kategorie', targetField: 'name' },
  'PUT /api/admin/categories/:id': { aktion: 'kategorie.geaendert', ziel: 'Kategorie' },
  'DELETE /api/admin/categories/:id': { aktion: 'kategorie.geloescht', ziel: 'Kategorie' },
  'POST /api/admin/backups': { aktion: 'sicherung.erstellt', ziel: 'Sicherung' },
  'POST /api/admin/db/import/preview': null,
  'POST /api/admin/db/import': { aktion: 'datenbank.importiert', ziel: 'Datenbank' },
  'POST /api/admin/invoices/:id/zahlungen': { aktion: 'zahlung.erfasst', ziel: 'Rechnung' },
  'POST /api/admin/invoices/:id/storno': { aktion: 'rechnung.storniert', ziel: 'Rechnung' },
  'POST /api/admin/kontoauszuege': { aktion: 'kontoauszug.importiert', ziel: 'Kontoauszug' },
};

/**
 * Field names whose values never enter the trail, at any depth: passwords, tokens, secrets.
 */
const SECRET_FIELD = /pass|token|secret|geheim|signatur|key/i;

/**
 * Fields naming a person (a user's or owner's name, address, phone): the trail says that they were
 * sent, not what they said, so it keeps nothing of a user that an account's deletion would have to
 * forget (the admin's own address is the operator's staff and stays).
 */
const PERSONAL_FIELD = /email|vorname|nachname|handy|telefon|strasse|adresse/i;
const SENT = '(angegeben)';

/** The request body as the trail keeps it: secrets left out, personal values masked, cut to `max` characters. */
export function auditDetails(body: unknown, max: number): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const json = JSON.stringify(body, (key, value: unknown) => {
    if (!key) return value;
    if (SECRET_FIELD.test(key)) return undefined;
    return PERSONAL_FIELD.test(key) && value !== null && value !== '' ? SENT : value;
  });
  if (json === '{}') return null;
  return json.length > max ? `${json.slice(0, max - 1)}…` : json;
}
