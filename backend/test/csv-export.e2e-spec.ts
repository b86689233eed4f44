import type { CreateInquiryResponse } from '@event-kompass/shared-types';
import { parse } from 'csv-parse/sync';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, delimiter: ';', record_delimiter: '\r\n', relax_column_count: false });
}

describe(`CSV exports (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function download(path: string) {
    const response = await t.http<string>('GET', path, { token: admin.token });
    expect(response.status).toBe(200);
    return response;
  }

  it('exports providers as a German Excel CSV with quoting, categories, inquiry counts and neutralised formulas', async () => {
    const tricky = await addProvider(t, {
      firmenname: 'Müller; "Die Band"\nund Söhne',
      email: 'band@beispiel.de',
      handynummer: '+49 171 1234567',
      website_url: 'https://band.example',
      instagram_url: '@dieband',
      eintrag_gueltig_bis: '2027-03-09',
      kategorien: ['Live-Musik', 'DJs'],
      plz: '69117',
      einsatzradius_km: 120,
      preis_ab: 890,
    });
    const evil = await addProvider(t, {
      firmenname: '=HYPERLINK("http://böse.example","Klick")',
      handynummer: null,
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: null,
    });
    const user = await registerUser(t);
    for (let i = 0; i < 2; i++) {
      const created = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
        token: user.token,
        body: { anbieter_id: tricky.id, event_datum: addDays(berlinToday(), 5), nachricht: 'Hallo' },
      });
      expect(created.status).toBe(201);
    }

    const response = await download('/api/export/providers');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="event-kompass-providers.csv"',
    );
    const raw = Buffer.from(
      await (
        await fetch(t.baseUrl + '/api/export/providers', {
          headers: { 'x-auth-token': admin.token },
        })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // fetch's text() drops the BOM the bytes above start with.
    expect(response.text.split('\r\n')[0]).toBe(
      'ID;Firmenname;E-Mail;Telefon;Website;Instagram;Freigeschaltet;Gültig bis;Kategorien;Anfragen;PLZ;Ort;Einsatzradius (km);Preis ab (€)',
    );
    expect(response.text.endsWith('\r\n')).toBe(true);

    const rows = parseCsv(response.text);
    expect(rows[0][0]).toBe('ID');
    const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(tricky.id)).toEqual([
      String(tricky.id),
      'Müller; "Die Band"\nund Söhne',
      'band@beispiel.de',
      "'+49 171 1234567",
      'https://band.example',
      "'@dieband",
      'Ja',
      '09.03.2027',
      'DJs, Live-Musik',
      '2',
      '69117',
      'Heidelberg',
      '120',
      '890',
    ]);
    expect(byId.get(evil.id)).toEqual([
      String(evil.id),
      `'=HYPERLINK("http://böse.example","Klick")`,
      expect.any(String),
      '',
      '',
      '',
      'Nein',
      '',
      '',
      '0',
      '',
      '',
      '50',
      '',
    ]);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports users without password hashes, formulas neutralised', async () => {
    const user = await registerUser(t, { vorname: '=cmd|" /C calc"!A0', nachname: '-Minus' });
    const response = await download('/api/export/users');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="event-kompass-users.csv"',
    );
    expect(response.text).not.toMatch(/argon2|passwort/i);
    const rows = parseCsv(response.text);
    expect(rows[0]).toEqual(['ID', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Admin', 'Registriert am']);
    const row = rows.find((cells) => cells[0] === String(user.id));
    expect(row).toEqual([
      String(user.id),
      `'=cmd|" /C calc"!A0`,
      "'-Minus",
      user.email,
      '',
      'Nein',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
    ]);
    expect(rows.find((cells) => cells[0] === String(admin.id))?.[5]).toBe('Ja');
  });

  it('streams many rows in batches, each exactly once and in id order', async () => {
    const total = 2600;
    for (let start = 0; start < total; start += 500) {
      const values: unknown[] = [];
      const marks: string[] = [];
      for (let i = start; i < Math.min(start + 500, total); i++) {
        marks.push('(?, ?, ?, ?, ?, ?, ?)');
        values.push(`Masse${i}`, 'Nutzer', `masse${i}@beispiel.de`, 'x', 0, 0, '2024-05-01 08:30:00');
      }
      await t.dataSource.query(
        `INSERT INTO users (vorname, nachname, email, passwort_hash, ist_admin, token_version, erstellt_am)
         VALUES ${marks.join(', ')}`,
        values,
      );
    }
    const query = jest.spyOn(t.dataSource, 'query');
    const response = await download('/api/export/users');
    const pages = query.mock.calls.filter(([sql]) => /FROM users u WHERE id > \?/.test(String(sql)));
    query.mockRestore();
    // Read in pages of at most 1 000 rows, never all at once.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [sql] of pages) expect(String(sql)).toMatch(/LIMIT 1000$/);
    // Streamed: the length is not known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const rows = parseCsv(response.text).slice(1);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM users');
    expect(rows).toHaveLength(Number(n));
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.filter((row) => row[1].startsWith('Masse'))).toHaveLength(total);
    // 08:30 UTC in May is 10:30 in Berlin.
    expect(rows.find((row) => row[1] === 'Masse0')?.[6]).toBe('01.05.2024, 10:30');
  });

  it('refuses plain users and anonymous callers', async () => {
    const user = await registerUser(t);
    for (const path of ['/api/export/providers', '/api/export/users']) {
      expect((await t.http('GET', path)).status).toBe(401);
      const forbidden = await t.http('GET', path, { token: user.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ msg: expect.any(String) });
    }
  });
});
