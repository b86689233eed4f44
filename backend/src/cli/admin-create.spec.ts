import { parseAdminArgs } from './admin-create';

describe('admin:create arguments', () => {
  it('reads e-mail and password in both spellings, e-mail lower-cased', () => {
    expect(parseAdminArgs(['--email', 'Chef@Beispiel.DE', '--password', 'geheim12'])).toEqual({
      ok: true,
      email: 'chef@beispiel.de',
      password: 'geheim12',
    });
    expect(parseAdminArgs(['--password=mit leer zeichen', '--email=a@b.de'])).toEqual({
      ok: true,
      email: 'a@b.de',
      password: 'mit leer zeichen',
    });
  });

  it.each([
    [[], 'Bitte geben Sie --email und --password an.'],
    [['--email', 'a@b.de'], 'Bitte geben Sie --email und --password an.'],
    [['--email', '--password', 'geheim12'], 'Für --email fehlt der Wert.'],
    [['--email', 'a@b.de', '--password'], 'Für --password fehlt der Wert.'],
    [['--email', 'kein-mail', '--password', 'geheim12'], 'Das ist keine gültige E-Mail-Adresse: kein-mail'],
    [['--email', 'a@b.de', '--password', '12345'], 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    [['--name', 'x'], 'Unbekanntes Argument: --name'],
  ])('refuses %j in German', (argv, problem) => {
    expect(parseAdminArgs(argv)).toEqual({ ok: false, problem });
  });
});
