import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { expectRateLimited } from './support/rate-limits';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`contact form (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let ipCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `10.77.0.${++ipCounter}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, OPERATOR_EMAIL: 'betreiber@event-kompass.example' });
    await checkEveryAnswer(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('stores the message and mails it to the operator with reply-to the sender', async () => {
    const response = await t.http('POST', '/api/contact', {
      headers: ip(),
      body: {
        name: '  Jürgen Weiß ',
        email: 'Juergen@Beispiel.DE',
        message: 'Gibt es auch Zauberer?\nViele Grüße',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      msg: 'Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich bei Ihnen.',
    });
    const [row] = await t.dataSource.query('SELECT name, email, message FROM contact_messages');
    expect(row).toEqual({
      name: 'Jürgen Weiß',
      email: 'juergen@beispiel.de',
      message: 'Gibt es auch Zauberer?\nViele Grüße',
    });

    await t.app.get(OutboxWorker).deliverDue();
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['betreiber@event-kompass.example']);
    expect(mail.replyTo).toBe('juergen@beispiel.de');
    expect(mail.subject).toBe('Kontaktanfrage von Jürgen Weiß');
    expect(mail.text).toContain('Gibt es auch Zauberer?\nViele Grüße');
  });

  it.each([
    ['without name', { email: 'a@b.de', message: 'Hallo' }, 'Bitte füllen Sie das Feld „Name“ aus.'],
    [
      'with an invalid e-mail',
      { name: 'A', email: 'kein-mail', message: 'Hallo' },
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    ],
    [
      'with a blank message',
      { name: 'A', email: 'a@b.de', message: '   ' },
      'Bitte füllen Sie das Feld „Nachricht“ aus.',
    ],
    [
      'with a too long message',
      { name: 'A', email: 'a@b.de', message: 'x'.repeat(5001) },
      'Das Feld „Nachricht“ darf höchstens 5000 Zeichen lang sein.',
    ],
    [
      'with an unknown field',
      { name: 'A', email: 'a@b.de', message: 'Hallo', extra: 1 },
      'Das Feld „extra“ ist nicht erlaubt.',
    ],
  ])('refuses a message %s with a German message and stores nothing', async (_label, body, msg) => {
    const [{ n: before }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages');
    const response = await t.http('POST', '/api/contact', { headers: ip(), body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
    const [{ n: after }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages');
    expect(Number(after)).toBe(Number(before));
  });

  it('limits the form per address with 429', async () => {
    const headers = { 'x-forwarded-for': '10.78.0.1' };
    await expectRateLimited(RATE_RULES.contactPerIp, 201, () =>
      t.http('POST', '/api/contact', { headers, body: { name: 'A', email: 'a@b.de', message: 'Hallo' } }),
    );
  });
});
