/** The directory module's public surface (the app module imports it; start-up loads its catalog). */
export { DirectoryModule } from './directory.module';
export { SEARCH_LIMIT, searchCost } from './directory.service';
export { PublicCatalog } from './public-catalog';
