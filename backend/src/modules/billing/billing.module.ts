import { Module } from '@nestjs/common';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { BillingService } from './billing.service';
import { RenewalRequestRepository } from './renewal-request.repository';
import { RenewalController } from './renewal.controller';

/** Owns `renewal_requests`. */
@Module({
  imports: [ProviderModule, MailModule],
  controllers: [RenewalController],
  providers: [BillingService, RenewalRequestRepository],
  exports: [BillingService],
})
export class BillingModule {}
