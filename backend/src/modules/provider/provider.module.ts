import { Module } from '@nestjs/common';
import { JobRegistry } from '../../common/jobs/job-registry';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { AdminProviderService } from './admin-provider.service';
import { AvailabilityRepository } from './availability.repository';
import { CalendarSyncService } from './calendar-sync.service';
import { CalendarRepository } from './calendar.repository';
import { ListingRemovalListeners } from './listing-removal';
import { OwnListingService } from './own-listing.service';
import { ProviderController } from './provider.controller';
import { ProviderRepository } from './provider.repository';
import { ProviderService } from './provider.service';

/**
 * Owns `providers`, `provider_categories`, `provider_owners`, `provider_availability` and the
 * calendar sync's `provider_calendars` and `provider_imported_days`.
 */
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
    CalendarRepository,
    CalendarSyncService,
  ],
  exports: [
    ProviderService,
    AdminProviderService,
    OwnListingService,
    ListingRemovalListeners,
    CalendarSyncService,
  ],
})
export class ProviderModule {
  constructor(jobs: JobRegistry, calendars: CalendarSyncService) {
    jobs.register('calendar-import', ({ now }) => calendars.importAll(now));
  }
}
