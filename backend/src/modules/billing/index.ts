/** The billing module's public surface. */
export { BillingModule } from './billing.module';
export { BillingService } from './billing.service';
export { RenewalRequestEntity } from './entities/renewal-request.entity';
