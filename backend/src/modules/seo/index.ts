/** The seo module's public surface (the exception filter renders the SPA fallback with it). */
export { SeoModule } from './seo.module';
export { SeoPages, type RenderedPage } from './seo-pages.service';
export { SitemapService, MAX_URLS_PER_SITEMAP } from './sitemap.service';
