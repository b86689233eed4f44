import { Injectable } from '@nestjs/common';
import { CatalogService } from '../modules/catalog';
import { ProviderService } from '../modules/provider';
import { DEFAULT_CATEGORIES } from './default-categories';
import { SEED_MARKERS, SeedMarkers } from './seed-markers';

/** The default categories, in every empty database (production too). */
@Injectable()
export class DefaultCategoriesSeed {
  constructor(
    private readonly markers: SeedMarkers,
    private readonly catalog: CatalogService,
    private readonly providers: ProviderService,
  ) {}

  /** How many categories it wrote. */
  run(): Promise<number> {
    return this.markers
      .once(SEED_MARKERS.categories, async (manager) => {
        const categories = await this.catalog.count(manager);
        const providers = await this.providers.count(manager);
        // A database in use (e.g. restored from a backup) keeps its own categories.
        if (categories > 0 || providers > 0) return 0;
        await this.catalog.insertMany(
          manager,
          DEFAULT_CATEGORIES.map((category) => ({ ...category })),
        );
        return DEFAULT_CATEGORIES.length;
      })
      .then((count) => count ?? 0);
  }
}
