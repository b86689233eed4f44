import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { DirectoryModule } from '../directory';
import { ProviderModule } from '../provider';
import { ReviewModule } from '../review';
import { SeoController } from './seo.controller';
import { SeoPages } from './seo-pages.service';
import { SitemapService } from './sitemap.service';

/** What search engines and link previews read without JavaScript; owns no table. */
@Module({
  imports: [CatalogModule, DirectoryModule, ProviderModule, ReviewModule],
  controllers: [SeoController],
  providers: [SeoPages, SitemapService],
  exports: [SeoPages],
})
export class SeoModule {}
