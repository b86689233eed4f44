import { addDays, berlinToday } from '@event-kompass/shared-types';
import { RETENTION_DAYS } from '@event-kompass/shared-types';
import { createHash } from 'node:crypto';
import { RenewalRequestEntity } from '../src/modules/billing/entities/renewal-request.entity';
import { AccountTokenEntity } from '../src/modules/identity/entities/account-token.entity';
import { ContactMessageEntity } from '../src/modules/contact/entities/contact-message.entity';
import { retentionCutoff } from '../src/modules/jobs/retention.job';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { OutboxMailEntity } from '../src/modules/mail/entities/outbox-mail.entity';
import { ReportEntity } from '../src/modules/report/entities/report.entity';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { InquiryEntity } from '../src/modules/inquiry/entities/inquiry.entity';
import { registerUser } from './support/fixtures';
import { createSharedDatabase } from './support/shared-db';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

async function addProvider(
  t: TestApp,
  firmenname: string,
  eintragGueltigBis: string | null,
  active = true,
): Promise<number> {
  const saved = await t.dataSource.getRepository(ProviderEntity).save({
    firmenname,
    beschreibung: 'Beschreibung',
    email: `${firmenname.toLowerCase().replace(/\W+/g, '-')}@beispiel.de`,
    handynummer: null,
    websiteUrl: null,
    instagramUrl: null,
    istFreigeschaltet: active,
    eintragGueltigBis,
    neueKategorieVorschlag: null,
    searchName: firmenname.toLowerCase(),
    searchText: firmenname.toLowerCase(),
    erstelltAm: new Date(),
    kategorien: [],
  });
  return saved.id;
}

async function addInquiry(
  t: TestApp,
  userId: number,
  providerId: number,
  eventDatum: string,
  hatBewertet = false,
) {
  const saved = await t.dataSource.getRepository(InquiryEntity).save({
    userId,
    anbieterId: providerId,
    nachricht: 'Hallo',
    eventDatum,
    gesendetAm: new Date(),
    hatBewertet,
  });
  return saved.id;
}

async function causes(t: TestApp): Promise<string[]> {
  const rows: { cause_key: string }[] = await t.dataSource.query(
    // Links sent at registration are no job's doing.
    "SELECT cause_key FROM mail_outbox WHERE cause_key NOT LIKE 'account-link:%' ORDER BY cause_key",
  );
  return rows.map((row) => row.cause_key);
}

async function isActive(t: TestApp, id: number): Promise<boolean> {
  const [row] = await t.dataSource.query('SELECT ist_freigeschaltet FROM providers WHERE id = ?', [id]);
  return Number(row.ist_freigeschaltet) === 1;
}

/** A fixed scene relative to the Berlin day of `now`. */
async function scene(t: TestApp, today: string) {
  // Review reminders go only to users who agreed (privacy.e2e-spec covers the refusal).
  const user = await registerUser(t, { vorname: 'Erika', erinnerungen_erlaubt: true });
  const expired = await addProvider(t, 'Abgelaufen GmbH', addDays(today, -1));
  const endsToday = await addProvider(t, 'Heute Letzter Tag', today);
  const endsSoon = await addProvider(t, 'Bald Ende', addDays(today, 30));
  const endsLater = await addProvider(t, 'Später Ende', addDays(today, 31));
  const pending = await addProvider(t, 'Noch Nicht Frei', addDays(today, -5), false);
  const unlimited = await addProvider(t, 'Ohne Ende', null);
  const due = await addInquiry(t, user.id, endsSoon, addDays(today, -3));
  const tooEarly = await addInquiry(t, user.id, endsSoon, addDays(today, -2));
  const reviewed = await addInquiry(t, user.id, endsSoon, addDays(today, -10), true);
  const overdue = await addInquiry(t, user.id, endsLater, addDays(today, -7));
  return {
    user,
    expired,
    endsToday,
    endsSoon,
    endsLater,
    pending,
    unlimited,
    due,
    tooEarly,
    reviewed,
    overdue,
  };
}

describe(`scheduled jobs (${ENGINE})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://event-kompass.example' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('deactivates past listings, reminds before the end and after events, once each', async () => {
    const now = new Date();
    const today = berlinToday(now);
    const s = await scene(t, today);
    const jobs = t.app.get(ScheduledJobsService);

    const results = await jobs.runAll({ now });
    expect(results).toEqual([
      { job: 'deactivate-expired', ran: true, effects: 1 },
      // Ending in 30 days and today; today's also gets the reminder of the last week (issue 26).
      { job: 'expiry-reminders', ran: true, effects: 3 },
      { job: 'review-reminders', ran: true, effects: 2 },
      { job: 'retention', ran: true, effects: 0 },
      { job: 'photo-files', ran: true, effects: 0 },
    ]);
    expect(await isActive(t, s.expired)).toBe(false);
    expect(await isActive(t, s.endsToday)).toBe(true);
    expect(await isActive(t, s.unlimited)).toBe(true);
    expect(await causes(t)).toEqual(
      [
        `inquiry:${s.due}:review-reminder`,
        `inquiry:${s.overdue}:review-reminder`,
        `provider:${s.endsSoon}:expiry-reminder:${addDays(today, 30)}`,
        `provider:${s.endsToday}:expiry-reminder:${today}`,
        `provider:${s.endsToday}:expiry-reminder:${today}:7`,
        `provider:${s.expired}:deactivated:${addDays(today, -1)}`,
      ].sort(),
    );
    const [notice] = await t.dataSource.query(
      'SELECT recipient, subject, body_text FROM mail_outbox WHERE cause_key = ?',
      [`provider:${s.expired}:deactivated:${addDays(today, -1)}`],
    );
    expect(notice.recipient).toBe('abgelaufen-gmbh@beispiel.de');
    expect(notice.subject).toBe('Ihr Eintrag bei Event-Kompass wurde deaktiviert');
    expect(notice.body_text).toContain(`https://event-kompass.example/verlaengerung/${s.expired}`);
    const [reminder] = await t.dataSource.query('SELECT body_text FROM mail_outbox WHERE cause_key = ?', [
      `inquiry:${s.due}:review-reminder`,
    ]);
    expect(reminder.body_text).toContain(`https://event-kompass.example/provider/${s.endsSoon}`);

    // The same day again: the run keys stop it.
    expect((await jobs.runAll({ now })).every((result) => !result.ran)).toBe(true);
    // Forced, and the next day: nothing is sent twice.
    const before = await causes(t);
    expect((await jobs.runAll({ now, force: true })).map((r) => r.effects)).toEqual([0, 0, 0, 0, 0]);
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    const next = await jobs.runAll({ now: tomorrow });
    expect(next.map((r) => r.ran)).toEqual([true, true, true, true, true]);
    // Tomorrow brings only what is new: the listing that ended today goes offline, the one ending
    // in 31 days enters the reminder window, the later event is due; no reminder repeats.
    expect(next.map((r) => r.effects)).toEqual([1, 1, 1, 0, 0]);
    expect((await causes(t)).filter((cause) => !before.includes(cause)).sort()).toEqual(
      [
        `inquiry:${s.tooEarly}:review-reminder`,
        `provider:${s.endsToday}:deactivated:${today}`,
        `provider:${s.endsLater}:expiry-reminder:${addDays(today, 31)}`,
      ].sort(),
    );
  });

  it('counts days in Berlin, not UTC: 23:30 UTC is already the next day there', async () => {
    // 2026-03-10 23:30 UTC = 2026-03-11 00:30 in Berlin.
    const now = new Date('2026-03-10T23:30:00.000Z');
    const endedYesterdayInBerlin = await addProvider(t, 'Berlin Zeit', '2026-03-10');
    await t.app.get(ScheduledJobsService).runAll({ now });
    expect(await isActive(t, endedYesterdayInBerlin)).toBe(false);
    const [run] = await t.dataSource.query(
      "SELECT run_key FROM job_runs WHERE job_name = 'deactivate-expired'",
    );
    expect(run.run_key).toBe('deactivate-expired:2026-03-11');
  });

  it('keeps a listing renewed in the meantime active', async () => {
    const now = new Date();
    const id = await addProvider(t, 'Verlaengert', addDays(berlinToday(now), -1));
    await t.dataSource.query('UPDATE providers SET eintrag_gueltig_bis = ? WHERE id = ?', [
      addDays(berlinToday(now), 365),
      id,
    ]);
    await t.app.get(ScheduledJobsService).runAll({ now });
    expect(await isActive(t, id)).toBe(true);
  });
});

describe(`scheduled jobs on several instances (${ENGINE})`, () => {
  // On MySQL two app instances on one database; SQLite serves one instance, so there two
  // runners share the app (two SQLite connections in one process would block each other).
  it(`two job runners started at the same moment make one set of effects`, async () => {
    const db = await createSharedDatabase();
    try {
      const a = await startTestApp(db.env);
      const b = ENGINE === 'mysql' ? await startTestApp(db.env) : a;
      try {
        const now = new Date();
        const today = berlinToday(now);
        const s = await scene(a, today);
        const [first, second] = await Promise.all([
          a.app.get(ScheduledJobsService).runAll({ now }),
          b.app.get(ScheduledJobsService).runAll({ now }),
        ]);
        for (let i = 0; i < 4; i += 1) expect(Number(first[i].ran) + Number(second[i].ran)).toBe(1);
        const total = [...first, ...second].reduce((sum, r) => sum + r.effects, 0);
        expect(total).toBe(6);
        expect(await causes(a)).toHaveLength(6);
        expect(await isActive(a, s.expired)).toBe(false);
        const runs = await a.dataSource.query("SELECT run_key FROM job_runs WHERE run_key NOT LIKE 'seed:%'");
        expect(runs).toHaveLength(5);

        // Forced runs at once on both: the effects are idempotent by themselves.
        await Promise.all([
          a.app.get(ScheduledJobsService).runAll({ now, force: true }),
          b.app.get(ScheduledJobsService).runAll({ now: new Date(now.getTime() + 1), force: true }),
        ]);
        expect(await causes(a)).toHaveLength(6);
      } finally {
        if (b !== a) await b.close();
        await a.close();
      }
    } finally {
      await db.drop();
    }
  });
});

describe(`retention (${ENGINE})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  /** A second on either side of the period's end, seen from the job's clock. */
  const SLACK_MS = 1000;

  it('deletes rows just past their period and keeps those just inside, on a fake clock', async () => {
    const now = new Date('2026-06-15T10:00:00.000Z');
    const inside = (kind: keyof typeof RETENTION_DAYS) =>
      new Date(retentionCutoff(kind, now).getTime() + SLACK_MS);
    const outside = (kind: keyof typeof RETENTION_DAYS) =>
      new Date(retentionCutoff(kind, now).getTime() - SLACK_MS);
    // The cutoff is the period in whole days before the clock, not before the real now.
    expect(now.getTime() - retentionCutoff('contactMessages', now).getTime()).toBe(180 * 24 * 3600_000);

    const contacts = t.dataSource.getRepository(ContactMessageEntity);
    for (const [name, at] of [
      ['bleibt', inside('contactMessages')],
      ['geht', outside('contactMessages')],
    ] as const) {
      await contacts.save({ name, email: `${name}@beispiel.de`, message: 'Hallo', erstelltAm: at });
    }

    const mails = t.dataSource.getRepository(OutboxMailEntity);
    const mail = (causeKey: string, status: 'sent' | 'pending' | 'failed', sentAt: Date | null) =>
      mails.save({
        causeKey,
        recipient: 'a@beispiel.de',
        replyTo: null,
        subject: 'Betreff',
        bodyText: 'Text',
        bodyHtml: '<p>Text</p>',
        status,
        attempts: 1,
        nextAttemptAt: outside('sentMails'),
        claimedBy: null,
        claimedUntil: null,
        sentAt,
        lastError: null,
        createdAt: outside('sentMails'),
      });
    await mail('test:gesendet-bleibt', 'sent', inside('sentMails'));
    await mail('test:gesendet-geht', 'sent', outside('sentMails'));
    // Not delivered: however old, it stays for the admin to see.
    await mail('test:fehlgeschlagen', 'failed', null);

    const renewals = t.dataSource.getRepository(RenewalRequestEntity);
    for (const [name, at] of [
      ['bleibt', inside('renewalRequests')],
      ['geht', outside('renewalRequests')],
    ] as const) {
      await renewals.save({
        anbieterId: null,
        name,
        street: 'Weg 1',
        city: '12345 Ort',
        providerName: 'DJ',
        providerEmail: 'dj@beispiel.de',
        erstelltAm: at,
      });
    }

    const reports = t.dataSource.getRepository(ReportEntity);
    const report = (grund: string, decidedAt: Date | null) =>
      reports.save({
        art: 'anbieter' as const,
        zielId: 1,
        grund,
        email: null,
        userId: null,
        status: decidedAt ? ('erledigt' as const) : ('offen' as const),
        erstelltAm: outside('decidedReports'),
        entscheidung: decidedAt ? ('abgelehnt' as const) : null,
        begruendung: decidedAt ? 'Kein Verstoß erkennbar.' : null,
        rechtsgrundlage: null,
        entschiedenAm: decidedAt,
        entschiedenVon: null,
      });
    await report('entschieden-bleibt', inside('decidedReports'));
    await report('entschieden-geht', outside('decidedReports'));
    // Open reports stay however old: nobody has decided them yet.
    await report('offen-bleibt', null);

    // One-time links go once expired (they open nothing any more), whatever their kind.
    const links = t.dataSource.getRepository(AccountTokenEntity);
    for (const [email, expiresAt] of [
      ['link-bleibt@beispiel.de', new Date(now.getTime() + 3600_000)],
      ['link-geht@beispiel.de', new Date(now.getTime() - SLACK_MS)],
    ] as const) {
      await links.save({
        tokenHash: createHash('sha256').update(email).digest('hex'),
        purpose: 'reset' as const,
        email,
        userId: null,
        expiresAt,
        createdAt: new Date(now.getTime() - 3600_000),
      });
    }

    const results = await t.app.get(ScheduledJobsService).runAll({ now });
    expect(results.find((result) => result.job === 'retention')).toEqual({
      job: 'retention',
      ran: true,
      effects: 5,
    });
    const column = async (sql: string) =>
      (await t.dataSource.query<Record<string, string>[]>(sql)).map((row) => Object.values(row)[0]).sort();
    expect(await column('SELECT name FROM contact_messages')).toEqual(['bleibt']);
    expect(await column("SELECT cause_key FROM mail_outbox WHERE cause_key LIKE 'test:%'")).toEqual([
      'test:fehlgeschlagen',
      'test:gesendet-bleibt',
    ]);
    expect(await column('SELECT name FROM renewal_requests')).toEqual(['bleibt']);
    expect(await column('SELECT grund FROM reports')).toEqual(['entschieden-bleibt', 'offen-bleibt']);
    expect(await column('SELECT email FROM account_tokens')).toEqual(['link-bleibt@beispiel.de']);

    // A day later the rows that were just inside have run out as well.
    const later = new Date(now.getTime() + 24 * 3600_000);
    const next = await t.app.get(ScheduledJobsService).runAll({ now: later });
    expect(next.find((result) => result.job === 'retention')?.effects).toBe(5);
    expect(await column('SELECT grund FROM reports')).toEqual(['offen-bleibt']);
  });
});
