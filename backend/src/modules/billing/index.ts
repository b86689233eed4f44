/** The billing module's public surface. */
export { BillingModule } from './billing.module';
export { RenewalRequestEntity } from './entities/renewal-request.entity';
