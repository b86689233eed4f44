import { Module } from '@nestjs/common';
import { CatalogModule } from '../modules/catalog';
import { IdentityModule } from '../modules/identity';
import { InquiryModule } from '../modules/inquiry';
import { JobsModule } from '../modules/jobs';
import { PhotoModule } from '../modules/photo';
import { ProviderModule } from '../modules/provider';
import { ReviewModule } from '../modules/review';
import { DatabaseSeeder } from './database-seeder';

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
  providers: [DatabaseSeeder],
  exports: [DatabaseSeeder],
})
export class SeedsModule {}
