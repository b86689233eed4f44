import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PublicCatalog } from '../modules/directory';
import { DatabaseSeeder } from '../seeds/database-seeder';

/**
 * Work done once the database is migrated: seeding (default categories, demo content, the admin
 * from the environment), then the public catalog is loaded, so the server listens with its
 * search ready.
 */
@Injectable()
export class StartupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Start');

  constructor(
    private readonly seeder: DatabaseSeeder,
    private readonly catalog: PublicCatalog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.seed();
    await this.catalog.load();
  }

  onApplicationShutdown(signal?: string): void {
    if (signal)
      this.logger.log(`${signal} empfangen: laufende Anfragen wurden beendet, Verbindungen geschlossen.`);
  }
}
