import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PublicCatalog } from '../modules/directory';
import { DatabaseSeeder } from '../seeds/database-seeder';
import { collectGarbageNow } from './collect-garbage';

/**
 * From this many public providers on, the catalog's first load leaves enough garbage (at
 * 100 000: ≈ 60 MB of heap and 20 MB of array buffers) to collect it before listening.
 */
const COLLECT_AFTER_LOAD_FROM = 10_000;

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
    // V8 would collect it only when the old space reaches its first limit – under load, on top of
    // the answers' garbage, which is when the memory's peak counts (docs/benchmarks.md, issue 23).
    if (this.catalog.indexedProviders >= COLLECT_AFTER_LOAD_FROM) {
      const started = Date.now();
      collectGarbageNow();
      const heapMb = Math.round(process.memoryUsage().heapUsed / 1e6);
      this.logger.log(
        `Speicher nach dem Laden aufgeräumt in ${Date.now() - started} ms (Heap ${heapMb} MB).`,
      );
    }
  }

  onApplicationShutdown(signal?: string): void {
    if (signal)
      this.logger.log(`${signal} empfangen: laufende Anfragen wurden beendet, Verbindungen geschlossen.`);
  }
}
