/** The provider module's public surface: what other modules may know and do about providers. */
export { ProviderModule } from './provider.module';
export { ProviderService, APPLICATION_RECEIVED_MESSAGE } from './provider.service';
export { AdminProviderService, RENEWAL_MONTHS, renewedMessage, renewedUntil } from './admin-provider.service';
export { ProviderNotFound } from './provider.errors';
export type * from './provider.types';
export { AdminUpdateProviderDto } from './dto/admin-update-provider.dto';
export { ProviderEntity } from './entities/provider.entity';
export { ProviderCategoryEntity } from './entities/provider-category.entity';
export type { CategoryRefs, ResponseFiguresRow } from './provider.repository';
export { OwnListingService, type OwnListingBase, listingState } from './own-listing.service';
export { OwnListingUpdateDto, AvailabilityDto } from './dto/own-listing.dto';
export { ProviderOwnerEntity } from './entities/provider-owner.entity';
export { ProviderAvailabilityEntity } from './entities/provider-availability.entity';
export { ProviderCalendarEntity } from './entities/provider-calendar.entity';
export { ProviderImportedDayEntity } from './entities/provider-imported-day.entity';
export { ListingRemovalListeners, type ListingRemovalListener } from './listing-removal';
export { CalendarSyncService } from './calendar-sync.service';
