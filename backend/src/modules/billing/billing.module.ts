import { Module } from '@nestjs/common';
import { BillingService } from './billing.service';
import { RenewalController } from './renewal.controller';

@Module({
  controllers: [RenewalController],
  providers: [BillingService],
})
export class BillingModule {}
