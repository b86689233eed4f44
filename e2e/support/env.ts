import { join } from 'node:path';
import { test } from '@playwright/test';

/** The SQLite file of the server the running test's project talks to (see playwright.config.ts). */
export function databasePath(): string {
  const dataDir = test.info().project.metadata.dataDir as string;
  return join(dataDir, 'event-kompass.sqlite');
}

export const ADMIN = { email: 'admin@e2e.test', passwort: 'e2e-admin-pass' } as const;
