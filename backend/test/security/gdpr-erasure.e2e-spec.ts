import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import {
  addDays,
  berlinToday,
  type PersonalDataExport,
  type RenewalBillingResponse,
} from '@event-kompass/shared-types';
import { exportSql, importSql } from '../support/backup-helpers';
import { createAdmin, latestLinkToken, registerUser, type TestUser } from '../support/fixtures';
import { addInquiry, addPhotoRow, addProvider, freshIp } from '../support/provider-fixtures';
import { OutboxWorker } from '../../src/modules/mail/outbox-worker';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';
import { checkEveryAnswer } from '../support/contract';

const OPERATOR = 'betreiber@event-kompass.example';
const VORNAME = 'Zyprian';
const NACHNAME = 'Quastenflosser';
const PHONE = '0151 24681357';

/** Every text value of every table, read from the engine's own catalogue (no hand-kept list). */
async function everyTextValue(t: TestApp): Promise<{ table: string; column: string; value: string }[]> {
  const columns: { table: string; column: string }[] = [];
  if (ENGINE === 'mysql') {
    const rows = await t.dataSource.query<{ t: string; c: string }[]>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = DATABASE() AND data_type IN ('char', 'varchar', 'text', 'tinytext', 'mediumtext', 'longtext', 'json', 'enum')`,
    );
    for (const row of rows) columns.push({ table: row.t, column: row.c });
  } else {
    const tables = await t.dataSource.query<{ name: string }[]>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    for (const { name } of tables) {
      // SQLite keeps any value in any column: every column is read.
      const info = await t.dataSource.query<{ name: string }[]>(`PRAGMA table_info("${name}")`);
      for (const column of info) columns.push({ table: name, column: column.name });
    }
  }
  expect(columns.length).toBeGreaterThan(20);
  const values: { table: string; column: string; value: string }[] = [];
  for (const { table, column } of columns) {
    const q = ENGINE === 'mysql' ? '`' : '"';
    const rows = await t.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${q}${column}${q} AS v FROM ${q}${table}${q}`,
    );
    for (const row of rows)
      if (row.v !== null && row.v !== undefined) values.push({ table, column, value: String(row.v) });
  }
  return values;
}

/** An invoice PDF through its signed link, as the provider's mail and renewal page offer it. */
async function downloadPdf(t: TestApp, pdfUrl: string): Promise<Buffer> {
  const link = new URL(pdfUrl);
  const response = await fetch(`${t.baseUrl}${link.pathname}${link.search}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * GDPR Art. 17 (issue 23): after `DELETE /api/profile/me` no table, queued or kept mail and no
 * pre-import backup holds the person's address, name or phone number, except the billing data
 * commercial and tax law make us keep (named below and on the privacy page).
 */
describe(`account deletion forgets the person everywhere (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_EMAIL: OPERATOR });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('leaves none of their strings in any table or backup file but the billing data kept by law', async () => {
    const stamp = Date.now();
    const email = `zyprian.q-${stamp}@beispiel.de`;
    const newEmail = `zyprian.neu-${stamp}@beispiel.de`;
    const person = await registerUser(t, { vorname: VORNAME, nachname: NACHNAME, email });
    const token = person.token;
    // The address confirmed through the mailed link, the phone number in the profile.
    const verified = await t.http('POST', '/api/auth/verify-email', {
      headers: freshIp(),
      body: { token: await latestLinkToken(t, email) },
    });
    expect(verified.status).toBeLessThan(300);
    await t.dataSource.query('UPDATE users SET handynummer = ? WHERE id = ?', [PHONE, person.id]);

    // A listing they applied for while logged in (named owner), with their own contact data,
    // photos with alt texts and taken days; a second one that is theirs by its address.
    const applied = await t.http<{ msg: string }>('POST', '/api/providers/register', {
      token,
      headers: freshIp(),
      body: {
        firmenname: `Klangwerk Nord ${stamp}`,
        email,
        handynummer: PHONE,
        beschreibung: 'Tontechnik für Feiern aller Art.',
        neue_kategorie_vorschlag: 'Tontechnik',
        agb_akzeptiert: true,
      },
    });
    expect(applied.status).toBe(201);
    const [{ id: listingId }] = await t.dataSource.query<{ id: number }[]>(
      'SELECT id FROM providers WHERE email = ?',
      [email],
    );
    await t.dataSource.query(
      'UPDATE providers SET ist_freigeschaltet = 1, eintrag_gueltig_bis = ? WHERE id = ?',
      [addDays(berlinToday(), 200), Number(listingId)],
    );
    t.catalogChanged();
    const byAddress = await addProvider(t, { firmenname: `Zweitbühne ${stamp}`, email, handynummer: PHONE });
    const photoId = await addPhotoRow(t, Number(listingId));
    await t.dataSource.query('UPDATE provider_photos SET alt = ? WHERE id = ?', [
      'Mischpult bei Nacht',
      photoId,
    ]);
    const day = addDays(berlinToday(), 40);
    expect(
      (
        await t.http('PUT', `/api/profile/provider/${listingId}/availability`, {
          token,
          body: { belegt: [day] },
        })
      ).status,
    ).toBe(200);

    // As a customer: an inquiry (its notice to the provider names them), a review.
    const other = await addProvider(t, { firmenname: `Fremdfirma ${stamp}` });
    const inquiry = await t.http('POST', '/api/inquiries', {
      token,
      headers: freshIp(),
      body: {
        anbieter_id: other.id,
        event_datum: addDays(berlinToday(), 30),
        nachricht: 'Haben Sie am Samstag Zeit?',
      },
    });
    expect(inquiry.status).toBe(201);
    const { reviewId } = await addInquiry(t, person.id, other.id, { reviewStars: 4 });

    // As a provider: a customer asks, they answer in the thread.
    const customer = await registerUser(t, { vorname: 'Kunde', nachname: 'Bleibt' });
    const { inquiryId: customerInquiry } = await addInquiry(t, customer.id, Number(listingId));
    const answer = await t.http('POST', `/api/inquiries/${customerInquiry}/messages`, {
      token,
      body: { text: 'Gern, der Termin ist frei.' },
    });
    expect(answer.status).toBe(201);

    // A report, a contact message and billing data for the renewal, all with their address.
    expect(
      (
        await t.http('POST', '/api/reports', {
          token,
          headers: freshIp(),
          body: {
            art: 'anbieter',
            ziel_id: other.id,
            grund: 'Die Fotos stammen von einem anderen Anbieter.',
            email,
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.http('POST', '/api/contact', {
          headers: freshIp(),
          body: { name: `${VORNAME} ${NACHNAME}`, email, message: 'Wie ändere ich meine Kategorie?' },
        })
      ).status,
    ).toBe(201);
    const renewal = await t.http<RenewalBillingResponse>('POST', '/api/renewal/billing-info', {
      headers: freshIp(),
      body: {
        name: `${VORNAME} ${NACHNAME}`,
        street: 'Hafenstraße 7',
        city: '20457 Hamburg',
        providerName: `Klangwerk Nord ${stamp}`,
        providerEmail: email,
        providerId: Number(listingId),
      },
    });
    expect(renewal.status).toBe(201);
    const invoice = renewal.body.rechnung;
    // Fetched once now, which also waits until the PDF is stored with its hash (after the commit),
    // so the backup below holds the hash.
    const issuedPdf = await downloadPdf(t, invoice.pdf_url);

    // Some mails were delivered already (kept for a while), the rest still waits.
    await t.dataSource.query(
      "UPDATE mail_outbox SET status = 'sent', sent_at = ? WHERE cause_key LIKE 'contact:%' OR cause_key LIKE 'report:%'",
      [new Date().toISOString().slice(0, 19).replace('T', ' ')],
    );

    // An admin restores a backup: the copy of the data before the import holds the person.
    const backup = await exportSql(t, admin.token);
    expect(backup.status).toBe(200);
    expect((await importSql(t, admin.token, backup.text)).status).toBe(200);
    const backupDir = join(t.config.dataDir, 'backups');
    const copies = () => readdirSync(backupDir).filter((name) => name.endsWith('.sql'));
    expect(copies().some((name) => readFileSync(join(backupDir, name), 'utf8').includes(email))).toBe(true);

    // A pending switch to a new address (its link waits in the outbox); a restore drops such
    // links (they are secrets, never in a backup), so it is asked for after the import.
    const change = await t.http('PUT', '/api/profile/me', {
      token,
      body: {
        vorname: VORNAME,
        nachname: NACHNAME,
        email: newEmail,
        handynummer: PHONE,
        aktuelles_passwort: person.password,
      },
    });
    expect(change.status).toBe(200);

    // The export names all of it.
    const exported = await t.http<PersonalDataExport>('GET', '/api/profile/me/export', { token });
    expect(exported.status).toBe(200);
    const data = exported.body;
    expect(data.konto).toMatchObject({ email, handynummer: PHONE, neue_email_ausstehend: newEmail });
    expect(data.eintraege.map((listing) => listing.id).sort((a, b) => a - b)).toEqual(
      [Number(listingId), byAddress.id].sort((a, b) => a - b),
    );
    const own = data.eintraege.find((listing) => listing.id === Number(listingId));
    expect(own).toMatchObject({
      email,
      handynummer: PHONE,
      beschreibung: 'Tontechnik für Feiern aller Art.',
      belegte_tage: [day],
    });
    expect(own?.fotos).toEqual([{ url: expect.any(String), alt: 'Mischpult bei Nacht' }]);
    expect(data.nachrichten_als_anbieter).toEqual([
      {
        anfrage_id: customerInquiry,
        anbieter_id: Number(listingId),
        text: 'Gern, der Termin ist frei.',
        gesendet_am: expect.any(String),
      },
    ]);
    expect(data.meldungen).toEqual([
      expect.objectContaining({ art: 'anbieter', ziel_id: other.id, email, status: 'offen' }),
    ]);
    expect(data.kontaktnachrichten).toEqual([
      {
        name: `${VORNAME} ${NACHNAME}`,
        email,
        nachricht: 'Wie ändere ich meine Kategorie?',
        erstellt_am: expect.any(String),
      },
    ]);
    expect(data.rechnungsdaten).toEqual([
      expect.objectContaining({
        name: `${VORNAME} ${NACHNAME}`,
        strasse: 'Hafenstraße 7',
        anbieter_email: email,
      }),
    ]);
    expect(data.rechnungen).toEqual([
      expect.objectContaining({ art: 'rechnung', betrag_cent: 4000, status: 'offen' }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/token=/);

    const before = await everyTextValue(t);
    expect(before.some((entry) => entry.value.includes(NACHNAME) && entry.table === 'mail_outbox')).toBe(
      true,
    );

    const deleted = await t.http('DELETE', '/api/profile/me', { token, body: { passwort: person.password } });
    expect(deleted.status).toBe(200);

    const needles = [email, newEmail, VORNAME, NACHNAME, PHONE, PHONE.replace(/\D/g, '')].map((n) =>
      n.toLowerCase(),
    );
    const found = (await everyTextValue(t))
      .filter((entry) => needles.some((needle) => entry.value.toLowerCase().includes(needle)))
      .map((entry) => `${entry.table}.${entry.column}`);
    // Kept by law: the billing data for the renewal invoice (§ 147 AO, § 257 HGB), until its
    // retention period ends, and the invoice itself for 8 years (§ 147 AO, § 14b UStG; the privacy
    // page names both). Nothing else.
    expect([...new Set(found)].sort()).toEqual([
      'invoices.email',
      'invoices.empfaenger_name',
      'renewal_requests.name',
      'renewal_requests.provider_email',
    ]);

    // The invoice PDF stays too (§ 147 AO, 8 years): the file as stored, still behind its signed link.
    const [kept] = await t.dataSource.query<{ pdf_datei: string; pdf_sha256: string }[]>(
      'SELECT pdf_datei, pdf_sha256 FROM invoices WHERE nummer = ?',
      [invoice.nummer],
    );
    const storage = t.config.photoStorage;
    if (storage.type !== 'local') throw new Error('Die Tests speichern Dateien lokal.');
    const stored = readFileSync(join(storage.dir, kept.pdf_datei));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(kept.pdf_sha256);
    expect(stored.equals(issuedPdf)).toBe(true);
    expect((await downloadPdf(t, invoice.pdf_url)).equals(issuedPdf)).toBe(true);

    for (const name of copies()) {
      const text = readFileSync(join(backupDir, name), 'utf8').toLowerCase();
      for (const needle of needles)
        expect({ name, found: text.includes(needle) }).toEqual({ name, found: false });
    }

    // The listings stay with the operator, offline and reached at the operator's address.
    const listings = await t.dataSource.query<
      { id: number; email: string; handynummer: string | null; on: number | boolean }[]
    >(
      'SELECT id, email, handynummer, ist_freigeschaltet AS "on" FROM providers WHERE id IN (?, ?) ORDER BY id',
      [Number(listingId), byAddress.id],
    );
    expect(listings.map((row) => [row.email, row.handynummer, Boolean(Number(row.on))])).toEqual([
      [OPERATOR, null, false],
      [OPERATOR, null, false],
    ]);
    // The review stays as "ehemaliger Nutzer"; the customer's inquiry and the answer too.
    const [review] = await t.dataSource.query('SELECT user_id FROM reviews WHERE id = ?', [reviewId]);
    expect(review.user_id).toBeNull();
    const thread = await t.dataSource.query('SELECT text FROM inquiry_messages WHERE inquiry_id = ?', [
      customerInquiry,
    ]);
    expect(thread.map((row: { text: string }) => row.text)).toEqual(['Gern, der Termin ist frei.']);
  });

  it('hands out and deletes rows found by address only once the account confirmed it', async () => {
    const victim = `opfer-${Date.now()}@beispiel.de`;
    const provider = await addProvider(t);
    // The real person's listing, reached at their address.
    const listing = await addProvider(t, { email: victim, handynummer: '0171 1234567' });
    await t.http('POST', '/api/contact', {
      headers: freshIp(),
      body: { name: 'Echte Person', email: victim, message: 'Meine Frage an den Betreiber.' },
    });
    await t.http('POST', '/api/reports', {
      headers: freshIp(),
      body: {
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Eine Meldung der echten Person.',
        email: victim,
      },
    });
    // Someone else registers the address and never confirms it.
    const intruder = await registerUser(t, { email: victim });
    const exported = await t.http<PersonalDataExport>('GET', '/api/profile/me/export', {
      token: intruder.token,
    });
    expect([exported.body.kontaktnachrichten, exported.body.meldungen]).toEqual([[], []]);
    const deleted = await t.http('DELETE', '/api/profile/me', {
      token: intruder.token,
      body: { passwort: intruder.password },
    });
    expect(deleted.status).toBe(200);
    const left = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT (SELECT COUNT(*) FROM contact_messages WHERE email = ?) + (SELECT COUNT(*) FROM reports WHERE email = ?) AS n',
      [victim, victim],
    );
    expect(Number(left[0].n)).toBe(2);
    // The mails to the real person stay; the intruder's own confirmation link goes.
    const mails = await t.dataSource.query<{ cause_key: string }[]>(
      'SELECT cause_key FROM mail_outbox WHERE recipient = ? OR reply_to = ?',
      [victim, victim],
    );
    expect(mails.some((mail) => mail.cause_key.endsWith(':eingang'))).toBe(true);
    expect(mails.some((mail) => mail.cause_key.startsWith('contact:'))).toBe(true);
    expect(mails.some((mail) => mail.cause_key.startsWith('account-link:'))).toBe(false);
    // Their listing stays online with their contact data.
    const [row] = await t.dataSource.query<{ email: string; handynummer: string; on: number | boolean }[]>(
      'SELECT email, handynummer, ist_freigeschaltet AS "on" FROM providers WHERE id = ?',
      [listing.id],
    );
    expect([row.email, row.handynummer, Boolean(Number(row.on))]).toEqual([victim, '0171 1234567', true]);
  });

  it("takes no one else's mails with it, whatever name the account gave itself", async () => {
    const provider = await addProvider(t);
    const bystander = `zuschauer-${Date.now()}@beispiel.de`;
    await t.http('POST', '/api/reports', {
      headers: freshIp(),
      body: {
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Eine ganz gewöhnliche Meldung.',
        email: bystander,
      },
    });
    const receipts = () =>
      t.dataSource.query(
        "SELECT id FROM mail_outbox WHERE recipient = ? AND cause_key LIKE 'report:%:eingang'",
        [bystander],
      );
    expect(await receipts()).toHaveLength(1);
    // Every mail starts with "Guten Tag": a name is no way to find the person's mails.
    const attacker = await registerUser(t, { vorname: 'Guten', nachname: 'Tag' });
    await t.dataSource.query('UPDATE users SET email_bestaetigt_am = ? WHERE id = ?', [
      new Date().toISOString().slice(0, 19).replace('T', ' '),
      attacker.id,
    ]);
    const deleted = await t.http('DELETE', '/api/profile/me', {
      token: attacker.token,
      body: { passwort: attacker.password },
    });
    expect(deleted.status).toBe(200);
    expect(await receipts()).toHaveLength(1);
  });

  it('writes no address into the log when a mail waits for a missing SMTP server', async () => {
    const email = `protokoll-${Date.now()}@beispiel.de`;
    await registerUser(t, { email });
    const lines: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      // The test app has no SMTP_URL: the worker reports each waiting mail once.
      await t.app.get(OutboxWorker).deliverDue();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.some((line) => line.startsWith('Nicht versendet'))).toBe(true);
    expect(lines.filter((line) => line.includes('@'))).toEqual([]);
  });
});
