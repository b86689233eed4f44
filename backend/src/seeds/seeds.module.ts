import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog';
import { IdentityModule } from '../modules/identity';
import { InquiryModule } from '../modules/inquiry';
import { JobsModule } from '../modules/jobs';
import { PhotoModule } from '../modules/photo';
import { ProviderModule } from '../modules/provider';
import { ReviewModule } from '../modules/review';
import { DatabaseSeeder } from './database-seeder';
import { DefaultCategoriesSeed } from './default-categories.seed';
import { DemoContentSeed } from './demo-content.seed';
import { SeedMarkers } from './seed-markers';

/** Default categories and demo content, written through the tables' owners. */
@Module({
  imports: [
    CatalogModule,
    IdentityModule,
    ProviderModule,
    InquiryModule,
    ReviewModule,
    JobsModule,
    PhotoModule,
  ],
  providers: [DatabaseSeeder, SeedMarkers, DefaultCategoriesSeed, DemoContentSeed],
  exports: [DatabaseSeeder],
})
export class SeedsModule {}
