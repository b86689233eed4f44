import type { Settings } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const DEFAULTS: Settings = {
  show_stats_on_homepage: 'true',
  expiration_reminder_days: '30',
  review_reminder_days: '3',
  require_email_verification: 'false',
};

describe(`settings (${ENGINE})`, () => {
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

  const read = () => t.http<Settings>('GET', '/api/admin/settings', { token: admin.token });
  const write = (body: unknown, token = admin.token) =>
    t.http<Settings>('PUT', '/api/admin/settings', { token, body });

  it('answers the three settings as strings', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULTS);
  });

  it.each([
    ['show_stats_on_homepage', 'false'],
    ['show_stats_on_homepage', 'true'],
    ['expiration_reminder_days', '14'],
    ['review_reminder_days', '1'],
    ['review_reminder_days', '365'],
  ])('saves %s = %s and answers all settings', async (schluessel, wert) => {
    const response = await write({ schluessel, wert });
    expect(response.status).toBe(200);
    expect(response.body[schluessel as keyof Settings]).toBe(wert);
    expect((await read()).body[schluessel as keyof Settings]).toBe(wert);
  });

  it.each([
    [{ schluessel: 'show_stats_on_homepage', wert: 'ja' }],
    [{ schluessel: 'show_stats_on_homepage', wert: 'TRUE' }],
    [{ schluessel: 'show_stats_on_homepage', wert: '1' }],
    [{ schluessel: 'show_stats_on_homepage', wert: true }],
    [{ schluessel: 'expiration_reminder_days', wert: '0' }],
    [{ schluessel: 'expiration_reminder_days', wert: '-3' }],
    [{ schluessel: 'expiration_reminder_days', wert: '2.5' }],
    [{ schluessel: 'expiration_reminder_days', wert: 'zehn' }],
    [{ schluessel: 'expiration_reminder_days', wert: 7 }],
    [{ schluessel: 'review_reminder_days', wert: '' }],
    [{ schluessel: 'review_reminder_days', wert: '1e3' }],
    [{ schluessel: 'review_reminder_days' }],
    [{ schluessel: 'admin_password', wert: 'x' }],
    [{ schluessel: 'SHOW_STATS_ON_HOMEPAGE', wert: 'true' }],
    [{ wert: 'true' }],
    [{ schluessel: 'review_reminder_days', wert: '5', extra: 1 }],
  ])('refuses %j with 400 and a German msg, changing nothing', async (body) => {
    const before = (await read()).body;
    const response = await write(body);
    expect(response.status).toBe(400);
    expect((response.body as unknown as { msg: string }).msg).toMatch(/Feld|Wert|Bitte/);
    expect((await read()).body).toEqual(before);
  });

  it('refuses plain users with 403 and anonymous callers with 401', async () => {
    const user = await registerUser(t);
    expect((await t.http('GET', '/api/admin/settings', { token: user.token })).status).toBe(403);
    expect((await write({ schluessel: 'review_reminder_days', wert: '9' }, user.token)).status).toBe(403);
    expect((await t.http('GET', '/api/admin/settings')).status).toBe(401);
    expect(
      (
        await t.http('PUT', '/api/admin/settings', {
          body: { schluessel: 'review_reminder_days', wert: '9' },
        })
      ).status,
    ).toBe(401);
    expect((await read()).body.review_reminder_days).not.toBe('9');
  });
});
