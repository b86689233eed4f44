import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { PhotoModule } from '../photo';
import { ProviderModule } from '../provider';
import { ReportModule } from '../report';
import { ReviewModule } from '../review';
import { SettingsModule } from '../settings';
import { AdminDirectoryController } from './admin-directory.controller';
import { DirectoryController } from './directory.controller';
import { DirectoryService } from './directory.service';
import { PublicCatalog } from './public-catalog';

/** Composes providers with their ratings and inquiry counts; owns no table. */
@Module({
  imports: [
    CatalogModule,
    ProviderModule,
    InquiryModule,
    ReviewModule,
    IdentityModule,
    SettingsModule,
    PhotoModule,
    // An admin taking a listing down records and mails the statement of reasons there.
    ReportModule,
  ],
  controllers: [DirectoryController, AdminDirectoryController],
  providers: [DirectoryService, PublicCatalog],
  exports: [PublicCatalog],
})
export class DirectoryModule {}
