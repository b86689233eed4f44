import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { AdminProviderService } from './admin-provider.service';
import { AvailabilityRepository } from './availability.repository';
import { ListingRemovalListeners } from './listing-removal';
import { OwnListingService } from './own-listing.service';
import { ProviderController } from './provider.controller';
import { ProviderRepository } from './provider.repository';
import { ProviderService } from './provider.service';

/** Owns `providers`, `provider_categories`, `provider_owners` and `provider_availability`. */
@Module({
  imports: [CatalogModule, IdentityModule, MailModule, SettingsModule],
  controllers: [ProviderController],
  providers: [
    ProviderService,
    AdminProviderService,
    OwnListingService,
    ProviderRepository,
    AvailabilityRepository,
    ListingRemovalListeners,
  ],
  exports: [ProviderService, AdminProviderService, OwnListingService, ListingRemovalListeners],
})
export class ProviderModule {}
