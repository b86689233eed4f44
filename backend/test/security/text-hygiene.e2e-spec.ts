import { rowCounts } from '../support/db-state';
import { freshIp } from '../support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/** Control characters, bidirectional overrides and quoted e-mail local parts are refused (finding 6). */
describe(`security: text people type (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: Record<string, string>) =>
    t.http('POST', '/api/auth/register', {
      headers: freshIp(),
      body: {
        vorname: 'Anna',
        nachname: 'Beispiel',
        email: `t${Date.now()}${Math.random()}@beispiel.de`,
        passwort: 'geheim123',
        ...body,
      },
    });

  it.each([
    ['a NUL byte', { vorname: 'An\u0000na' }, 'Das Feld „Vorname“ enthält unzulässige Steuerzeichen.'],
    [
      'an escape sequence',
      { nachname: 'Bei\u001b[31mspiel' },
      'Das Feld „Nachname“ enthält unzulässige Steuerzeichen.',
    ],
    [
      'a right-to-left override',
      { nachname: 'Beispiel\u202etxt.exe' },
      'Das Feld „Nachname“ enthält unzulässige Steuerzeichen.',
    ],
    [
      'a quoted local part',
      { email: '"anna beispiel"@beispiel.de' },
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, body, msg) => {
    const before = await rowCounts(t);
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('keeps line breaks, tabs, umlauts and plus addresses', async () => {
    expect(
      (await register({ vorname: 'Jürgen-Ößlé', email: `anna+feier${Date.now()}@beispiel.de` })).status,
    ).toBe(201);
    const contact = await t.http('POST', '/api/contact', {
      headers: freshIp(),
      body: { name: 'Max', email: 'max@beispiel.de', message: 'Hallo,\n\tich hätte eine Frage.\r\nGrüße' },
    });
    expect(contact.status).toBe(201);
  });
});
