/** The billing module's public surface. */
export { BillingModule } from './billing.module';
export { BillingService } from './billing.service';
export { InvoiceService, INVOICE_FILE_NAME } from './invoices/invoice.service';
export { RenewalRequestEntity } from './entities/renewal-request.entity';
export { InvoiceEntity } from './entities/invoice.entity';
export { InvoiceCounterEntity } from './entities/invoice-counter.entity';
export { InvoicePaymentEntity } from './entities/invoice-payment.entity';
