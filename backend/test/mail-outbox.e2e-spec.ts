import { TransactionRunner } from '../src/database/transaction-runner';
import { contactMessageMail, reviewReminderMail } from '../src/modules/mail';
import { OutboxService } from '../src/modules/mail/outbox.service';
import { MAX_ATTEMPTS, OutboxWorker } from '../src/modules/mail/outbox-worker';
import { createSharedDatabase } from './support/shared-db';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const context = {
  publicUrl: 'https://event-kompass.example',
  operatorEmail: 'betreiber@event-kompass.example',
};
let counter = 0;

async function queueContactMail(t: TestApp, message = 'Grüße aus Köln – schöne Seite!'): Promise<string> {
  counter += 1;
  const mail = contactMessageMail(context, {
    messageId: 1000 + counter,
    name: 'Jürgen Weiß',
    email: `juergen${counter}@beispiel.de`,
    message,
  });
  await t.app.get(TransactionRunner).run((manager) => t.app.get(OutboxService).enqueue(manager, mail));
  return mail.causeKey;
}

async function outboxRow(t: TestApp, causeKey: string) {
  const [row] = await t.dataSource.query(
    'SELECT status, attempts, sent_at, last_error, next_attempt_at, claimed_by FROM mail_outbox WHERE cause_key = ?',
    [causeKey],
  );
  return row as {
    status: string;
    attempts: number;
    sent_at: unknown;
    last_error: string | null;
    next_attempt_at: unknown;
    claimed_by: string | null;
  };
}

describe(`mail outbox (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Event-Kompass <no-reply@event-kompass.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers a queued mail in German to a real SMTP server, exactly once', async () => {
    const before = smtp.mails.length;
    const cause = await queueContactMail(t);
    const report = await t.app.get(OutboxWorker).deliverDue();
    expect(report.sent).toBe(1);
    const [mail] = await smtp.waitFor(before + 1).then((all) => all.slice(before));
    expect(mail.subject).toBe('Kontaktanfrage von Jürgen Weiß');
    expect(mail.to).toEqual(['betreiber@event-kompass.example']);
    expect(mail.from).toBe('no-reply@event-kompass.example');
    expect(mail.replyTo).toMatch(/juergen\d+@beispiel\.de/);
    expect(mail.text).toContain('Grüße aus Köln – schöne Seite!');
    expect(mail.text).toContain('Viele Grüße\nIhr Event-Kompass-Team');
    expect(mail.html).toContain('<blockquote');
    const row = await outboxRow(t, cause);
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(1);
    expect(row.sent_at).not.toBeNull();

    expect((await t.app.get(OutboxWorker).deliverDue()).sent).toBe(0);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('escapes user text in the HTML part', async () => {
    const before = smtp.mails.length;
    await queueContactMail(t, '<script>alert("x")</script> & Co');
    await t.app.get(OutboxWorker).deliverDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).not.toContain('<script>');
  });

  it('keeps a mail pending while SMTP is down and delivers it when the server is back', async () => {
    const worker = t.app.get(OutboxWorker);
    const before = smtp.mails.length;
    await smtp.stop();
    const cause = await queueContactMail(t);
    const down = await worker.deliverDue();
    expect(down.failed).toBe(1);
    let row = await outboxRow(t, cause);
    expect(row.status).toBe('pending');
    expect(Number(row.attempts)).toBe(1);
    expect(row.last_error).toEqual(expect.any(String));
    expect(row.claimed_by).toBeNull();

    await smtp.start();
    // Not due yet: the backoff holds it back.
    expect((await worker.deliverDue()).sent).toBe(0);
    const later = new Date(Date.now() + 5 * 60_000);
    expect((await worker.deliverDue(later)).sent).toBe(1);
    await smtp.waitFor(before + 1);
    row = await outboxRow(t, cause);
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(2);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the mail failed`, async () => {
    await smtp.stop();
    try {
      const cause = await queueContactMail(t);
      await t.dataSource.query('UPDATE mail_outbox SET attempts = ? WHERE cause_key = ?', [
        MAX_ATTEMPTS - 1,
        cause,
      ]);
      await t.app.get(OutboxWorker).deliverDue();
      const row = await outboxRow(t, cause);
      expect(row.status).toBe('failed');
      expect(Number(row.attempts)).toBe(MAX_ATTEMPTS);
    } finally {
      await smtp.start();
    }
  });

  it('writes the review reminder with the provider link and how to object', () => {
    const mail = reviewReminderMail(context, {
      inquiryId: 7,
      userEmail: 'u@beispiel.de',
      userFirstName: 'Erika',
      providerId: 42,
      providerName: 'DJ Üwe',
      eventDate: '2026-05-01',
      unsubscribeToken: '7.abc',
    });
    expect(mail.causeKey).toBe('inquiry:7:review-reminder');
    expect(mail.text).toContain('https://event-kompass.example/erinnerungen/abbestellen?token=7.abc');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://event-kompass.example/api/reminders/unsubscribe?token=7.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('https://event-kompass.example/provider/42');
    expect(mail.text).toContain('01.05.2026');
    expect(mail.text).toMatch(/widersprechen/);
    expect(mail.html).toContain('href="https://event-kompass.example/provider/42"');
  });
});

describe(`mail outbox across restarts and instances (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('leaves mails pending without SMTP_URL', async () => {
    const t = await startTestApp();
    try {
      const cause = await queueContactMail(t);
      const report = await t.app.get(OutboxWorker).deliverDue();
      expect(report).toEqual({ sent: 0, failed: 0, skipped: 1 });
      expect((await outboxRow(t, cause)).status).toBe('pending');
    } finally {
      await t.close();
    }
  });

  it('delivers, after a restart, mails committed before the process stopped, exactly once', async () => {
    const db = await createSharedDatabase();
    try {
      const first = await startTestApp(db.env);
      const committed = await queueContactMail(first);
      const interrupted = await queueContactMail(first);
      // A worker that claimed this one and died before sending.
      await first.dataSource.query(
        "UPDATE mail_outbox SET claimed_by = 'gestorben', claimed_until = ? WHERE cause_key = ?",
        [
          first.app.get(TransactionRunner).engine === 'mysql'
            ? new Date(Date.now() - 1000)
            : '2000-01-01 00:00:00.000',
          interrupted,
        ],
      );
      await first.close();

      const before = smtp.mails.length;
      const second = await startTestApp({ ...db.env, SMTP_URL: smtp.url });
      try {
        expect((await second.app.get(OutboxWorker).deliverDue()).sent).toBe(2);
        expect((await second.app.get(OutboxWorker).deliverDue()).sent).toBe(0);
        await smtp.waitFor(before + 2);
        expect(smtp.mails.length).toBe(before + 2);
        expect((await outboxRow(second, committed)).status).toBe('sent');
        expect((await outboxRow(second, interrupted)).status).toBe('sent');
      } finally {
        await second.close();
      }
    } finally {
      await db.drop();
    }
  });

  // Two SQLite connections in one process would block each other synchronously, and SQLite
  // deployments run one instance anyway; there two workers share the app's connection.
  const twoWhat = ENGINE === 'mysql' ? 'two app instances' : 'two workers in one app';
  it(`${twoWhat} working the same outbox at once send each mail once`, async () => {
    const db = await createSharedDatabase();
    try {
      const a = await startTestApp({ ...db.env, SMTP_URL: smtp.url });
      const b = ENGINE === 'mysql' ? await startTestApp({ ...db.env, SMTP_URL: smtp.url }) : a;
      try {
        for (let i = 0; i < 12; i += 1) await queueContactMail(a);
        const before = smtp.mails.length;
        const reports = await Promise.all([
          a.app.get(OutboxWorker).deliverDue(),
          b.app.get(OutboxWorker).deliverDue(),
        ]);
        expect(reports[0].sent + reports[1].sent).toBe(12);
        await smtp.waitFor(before + 12);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(smtp.mails.length).toBe(before + 12);
      } finally {
        if (b !== a) await b.close();
        await a.close();
      }
    } finally {
      await db.drop();
    }
  });
});
