import { COMMON_MIGRATIONS } from '../common';
import { inTimestampOrder } from '../ordered';
import { InitialSchemaSqlite1732300000000 } from './1732300000000-initial-schema';
import { ReviewRatingIndexSqlite1732400000000 } from './1732400000000-review-rating-index';
import { NamedConstraintsSqlite1732500000000 } from './1732500000000-named-constraints';
import { ProviderPlacePriceSqlite1732600000000 } from './1732600000000-provider-place-price';
import { ProviderWorkspaceSqlite1732700000000 } from './1732700000000-provider-workspace';
import { ProviderPhotosSqlite1732800000000 } from './1732800000000-provider-photos';
import { AccountTokensSqlite1732900000000 } from './1732900000000-account-tokens';
import { EmailConfirmationSqlite1733000000000 } from './1733000000000-email-confirmation';
import { PrivacySelfServiceSqlite1733200000000 } from './1733200000000-privacy-self-service';
import { ReportsSqlite1733300000000 } from './1733300000000-reports';
import { ListingExpiryTermsSqlite1733400000000 } from './1733400000000-listing-expiry-terms';
import { ListingChangeTimeSqlite1733523000000 } from './1733523000000-listing-change-time';

/**
 * Every SQLite migration, oldest first; the data source runs them at start. New migrations go
 * to `../common/` (written once for both engines); a file here only for what exists in this
 * dialect alone.
 */
export const SQLITE_MIGRATIONS = inTimestampOrder(COMMON_MIGRATIONS, [
  InitialSchemaSqlite1732300000000,
  ReviewRatingIndexSqlite1732400000000,
  NamedConstraintsSqlite1732500000000,
  ProviderPlacePriceSqlite1732600000000,
  ProviderWorkspaceSqlite1732700000000,
  ProviderPhotosSqlite1732800000000,
  AccountTokensSqlite1732900000000,
  EmailConfirmationSqlite1733000000000,
  PrivacySelfServiceSqlite1733200000000,
  ReportsSqlite1733300000000,
  ListingExpiryTermsSqlite1733400000000,
  ListingChangeTimeSqlite1733523000000,
]);
