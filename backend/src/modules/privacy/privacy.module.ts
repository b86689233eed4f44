import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { ReviewModule } from '../review';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/** The GDPR data export; owns no table, it asks each owner for the account's rows. */
@Module({
  imports: [IdentityModule, InquiryModule, ReviewModule, ProviderModule, MailModule],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
