import { Module } from '@nestjs/common';
import { MailModule } from '../mail';
import { PhotoModule } from '../photo';
import { ProviderModule } from '../provider';
import { AdminDatevController } from './admin-datev.controller';
import { AdminInvoicesController } from './admin-invoices.controller';
import { AdminStatementsController } from './admin-statements.controller';
import { BillingService } from './billing.service';
import { DatevExportService } from './datev/datev-export.service';
import { InvoiceFilesController } from './invoice-files.controller';
import { InvoiceRepository } from './invoices/invoice.repository';
import { InvoiceService } from './invoices/invoice.service';
import { RenewalRequestRepository } from './renewal-request.repository';
import { RenewalController } from './renewal.controller';
import { StatementImportService } from './statements/statement-import.service';
import { DatevRepository } from './datev/datev.repository';

/**
 * Owns `renewal_requests`, `invoices`, `invoice_counters` and `invoice_payments`; the invoice
 * PDFs live beside the photos in the uploads storage (PhotoModule's).
 */
@Module({
  imports: [ProviderModule, MailModule, PhotoModule],
  controllers: [
    RenewalController,
    InvoiceFilesController,
    AdminInvoicesController,
    AdminStatementsController,
    AdminDatevController,
  ],
  providers: [
    BillingService,
    RenewalRequestRepository,
    InvoiceService,
    InvoiceRepository,
    StatementImportService,
    DatevExportService,
    DatevRepository,
  ],
  exports: [BillingService, InvoiceService],
})
export class BillingModule {}
