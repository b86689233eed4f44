import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { IdentityService } from '../modules/identity';

export const USAGE = [
  'Aufruf: npm run admin:create -- --email <E-Mail-Adresse> --password <Passwort>',
  '',
  'Legt einen Administrator an oder macht einen vorhandenen Benutzer zum Administrator',
  '(sein Passwort wird dabei auf das angegebene gesetzt). Das Passwort braucht mindestens 6 Zeichen.',
].join('\n');

export type AdminArgs = { ok: true; email: string; password: string } | { ok: false; problem: string };

/** Reads `--email x --password y` (also `--email=x`); anything else is refused with a German reason. */
export function parseAdminArgs(argv: string[]): AdminArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const match = /^--(email|password)(?:=(.*))?$/s.exec(arg);
    if (!match) return { ok: false, problem: `Unbekanntes Argument: ${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || (match[2] === undefined && value.startsWith('--'))) {
      return { ok: false, problem: `Für --${match[1]} fehlt der Wert.` };
    }
    values[match[1]] = value;
  }
  const email = values.email?.trim().toLowerCase();
  const password = values.password;
  if (!email || password === undefined)
    return { ok: false, problem: 'Bitte geben Sie --email und --password an.' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { ok: false, problem: `Das ist keine gültige E-Mail-Adresse: ${email}` };
  }
  if (password.length < 6) return { ok: false, problem: 'Das Passwort muss mindestens 6 Zeichen lang sein.' };
  if (password.length > 1024)
    return { ok: false, problem: 'Das Passwort darf höchstens 1024 Zeichen lang sein.' };
  return { ok: true, email, password };
}

/** `npm run admin:create -- --email a@b.de --password secret12` */
async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(`${args.problem}\n\n${USAGE}`);
    return 1;
  }
  let config;
  try {
    // Only this one change: no jobs, no outbox worker, no demo content in someone's database.
    config = { ...loadConfig(process.env), runBackgroundWork: false, seedDemoContent: false };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Konfigurationsfehler: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['warn', 'error'],
  });
  try {
    const result = await app
      .get(IdentityService)
      .ensureAdmin(args.email, args.password, { setPassword: true });
    console.log(
      result === 'created'
        ? `Administrator ${args.email} wurde angelegt.`
        : `Der Benutzer ${args.email} ist Administrator; das Passwort ist das angegebene.`,
    );
  } finally {
    await app.close();
  }
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Administrator konnte nicht angelegt werden:', error);
      process.exit(1);
    },
  );
}
