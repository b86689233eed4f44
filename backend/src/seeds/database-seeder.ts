import { Inject, Injectable, Logger } from '@nestjs/common';
import { PublicResponseCache } from '../common/http/public-response-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityService } from '../modules/identity';
import { DefaultCategoriesSeed } from './default-categories.seed';
import { DEMO_ADMIN_EMAIL, DEMO_USER_PASSWORD, DEMO_PROVIDER_ACCOUNT, DEMO_USERS } from './demo-content';
import { type DemoSeedResult, DemoContentSeed } from './demo-content.seed';

export interface SeedResult {
  categoriesSeeded: number;
  /** Set when demo content was written; the admin's password exists nowhere else. */
  demo: DemoSeedResult | null;
}

/** The start-up log line for what ADMIN_EMAIL/ADMIN_PASSWORD did (the password is only ever set on creation). */
const ADMIN_AT_START: Record<'created' | 'promoted' | 'unchanged', (email: string) => string> = {
  created: (email) => `Admin ${email} angelegt.`,
  promoted: (email) =>
    `Benutzer ${email} ist jetzt Admin; sein Passwort bleibt unverändert (ADMIN_PASSWORD gilt nur beim Anlegen).`,
  unchanged: (email) =>
    `Admin ${email} vorhanden; Passwort unverändert (ADMIN_PASSWORD gilt nur beim Anlegen, ändern mit npm run admin:create).`,
};

/**
 * Fills an empty database: the default categories always (production too), demo content
 * only when configured and nobody has used the database yet.
 */
@Injectable()
export class DatabaseSeeder {
  private readonly logger = new Logger('Start');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly categories: DefaultCategoriesSeed,
    private readonly demoContent: DemoContentSeed,
    private readonly identity: IdentityService,
    private readonly cache: PublicResponseCache,
  ) {}

  async seed(): Promise<SeedResult> {
    const categoriesSeeded = await this.categories.run();
    const demo = this.config.seedDemoContent ? await this.demoContent.run() : null;
    if (categoriesSeeded > 0) this.logger.log(`${categoriesSeeded} Standard-Kategorien angelegt.`);
    if (demo) {
      this.logger.log(
        `Demo-Inhalte angelegt: ${demo.providers} Anbieter, ${demo.users} Nutzer, ${demo.inquiries} Anfragen, ${demo.reviews} Bewertungen.`,
      );
      this.logger.log(`Demo-Nutzer: ${DEMO_USERS[0].email} (und weitere) / Passwort ${DEMO_USER_PASSWORD}`);
      this.logger.log(
        `Demo-Anbieterkonto („Mein Eintrag“): ${DEMO_PROVIDER_ACCOUNT.email} / Passwort ${DEMO_USER_PASSWORD}`,
      );
      // Printed exactly once: the next start finds the marker and seeds nothing.
      this.logger.log(`Demo-Admin: ${DEMO_ADMIN_EMAIL} / ${demo.adminPassword}`);
    }
    // Other instances may already serve the catalog the seed just changed.
    if (categoriesSeeded > 0 || demo) this.cache.invalidate();
    await this.ensureConfiguredAdmin();
    return { categoriesSeeded, demo };
  }

  /** The admin from the environment (ADMIN_EMAIL, ADMIN_PASSWORD), after the demo content, which needs a database without users. */
  private async ensureConfiguredAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const result = await this.identity.ensureAdmin(adminEmail, adminPassword, { setPassword: false });
    this.logger.log(ADMIN_AT_START[result === 'password-set' ? 'unchanged' : result](adminEmail));
  }
}
