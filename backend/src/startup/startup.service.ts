import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseSeeder } from '../database/seeds/database-seeder';
import { IdentityService } from '../modules/identity/identity.service';

/**
 * Work done once the database is migrated: seeding first (demo content needs a database
 * without users), then the admin from the environment.
 */
@Injectable()
export class StartupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Start');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly identity: IdentityService,
    private readonly seeder: DatabaseSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.seed();
    if (this.config.adminEmail && this.config.adminPassword) {
      const result = await this.identity.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
      this.logger.log(`Admin ${this.config.adminEmail} ${result === 'created' ? 'angelegt' : 'geprüft'}.`);
    }
  }

  onApplicationShutdown(signal?: string): void {
    if (signal)
      this.logger.log(`${signal} empfangen: laufende Anfragen wurden beendet, Verbindungen geschlossen.`);
  }
}
