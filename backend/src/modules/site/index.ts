/** The site module's public surface. */
export { SiteModule } from './site.module';
