import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { DirectoryModule } from '../directory';
import { ProviderModule } from '../provider';
import { ReviewModule } from '../review';
import { SeoController } from './seo.controller';
import { SeoPages } from './seo-pages.service';
import { SitemapService } from './sitemap.service';
import { StorefrontRenderer } from './storefront-renderer';

/** What search engines and link previews read without JavaScript; owns no table. */
@Module({
  imports: [CatalogModule, DirectoryModule, ProviderModule, ReviewModule],
  controllers: [SeoController],
  providers: [SeoPages, SitemapService, StorefrontRenderer],
  exports: [SeoPages],
})
export class SeoModule {}
