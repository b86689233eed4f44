import { InquiryStructuredFields1733600000000 } from './1733600000000-inquiry-structured-fields';
import { Invoices1733700000000 } from './1733700000000-invoices';
import { AuditLog1733800000000 } from './1733800000000-audit-log';

/**
 * Migrations written once against TypeORM's QueryRunner API (`addColumns`, `createTable`,
 * `createIndex`, …), which speaks each engine's dialect; both engines run them. Only what
 * exists in one dialect alone still gets a file under `sqlite/` or `mysql/`.
 */
export const COMMON_MIGRATIONS = [
  InquiryStructuredFields1733600000000,
  Invoices1733700000000,
  AuditLog1733800000000,
];
