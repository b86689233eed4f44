import { join } from 'node:path';

/** The values playwright.config.ts put into the environment of the workers. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '';
export const DATABASE_PATH = join(E2E_DATA_DIR, 'event-kompass.sqlite');
export const ADMIN = { email: 'admin@e2e.test', passwort: 'e2e-admin-pass' } as const;
