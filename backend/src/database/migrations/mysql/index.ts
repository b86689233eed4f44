import { COMMON_MIGRATIONS } from '../common';
import { inTimestampOrder } from '../ordered';
import { InitialSchemaMysql1732300000000 } from './1732300000000-initial-schema';
import { ReviewRatingIndexMysql1732400000000 } from './1732400000000-review-rating-index';
import { NamedConstraintsMysql1732500000000 } from './1732500000000-named-constraints';
import { ProviderPlacePriceMysql1732600000000 } from './1732600000000-provider-place-price';
import { ProviderWorkspaceMysql1732700000000 } from './1732700000000-provider-workspace';
import { ProviderPhotosMysql1732800000000 } from './1732800000000-provider-photos';
import { AccountTokensMysql1732900000000 } from './1732900000000-account-tokens';
import { EmailConfirmationMysql1733000000000 } from './1733000000000-email-confirmation';
import { PrivacySelfServiceMysql1733200000000 } from './1733200000000-privacy-self-service';
import { ReportsMysql1733300000000 } from './1733300000000-reports';
import { ListingExpiryTermsMysql1733400000000 } from './1733400000000-listing-expiry-terms';
import { ListingChangeTimeMysql1733523000000 } from './1733523000000-listing-change-time';

/**
 * Every MySQL migration, oldest first; the data source runs them at start. New migrations go
 * to `../common/` (written once for both engines); a file here only for what exists in this
 * dialect alone.
 */
export const MYSQL_MIGRATIONS = inTimestampOrder(COMMON_MIGRATIONS, [
  InitialSchemaMysql1732300000000,
  ReviewRatingIndexMysql1732400000000,
  NamedConstraintsMysql1732500000000,
  ProviderPlacePriceMysql1732600000000,
  ProviderWorkspaceMysql1732700000000,
  ProviderPhotosMysql1732800000000,
  AccountTokensMysql1732900000000,
  EmailConfirmationMysql1733000000000,
  PrivacySelfServiceMysql1733200000000,
  ReportsMysql1733300000000,
  ListingExpiryTermsMysql1733400000000,
  ListingChangeTimeMysql1733523000000,
]);
