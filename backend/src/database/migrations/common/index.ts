import { InquiryStructuredFields1733600000000 } from './1733600000000-inquiry-structured-fields';
import { InquiryQuotes1733700000000 } from './1733700000000-inquiry-quotes';
import { MerklisteSammelanfrage1733800000000 } from './1733800000000-merkliste-sammelanfrage';
import { ListingStatistics1733900000000 } from './1733900000000-listing-statistics';
import { Invoices1734000000000 } from './1734000000000-invoices';
import { AuditLog1734100000000 } from './1734100000000-audit-log';

/**
 * Migrations written once against TypeORM's QueryRunner API (`addColumns`, `createTable`,
 * `createIndex`, …), which speaks each engine's dialect; both engines run them. Only what
 * exists in one dialect alone still gets a file under `sqlite/` or `mysql/`.
 */
export const COMMON_MIGRATIONS = [
  InquiryStructuredFields1733600000000,
  InquiryQuotes1733700000000,
  MerklisteSammelanfrage1733800000000,
  ListingStatistics1733900000000,
  Invoices1734000000000,
  AuditLog1734100000000,
];
