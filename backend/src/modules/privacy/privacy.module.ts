import { Module } from '@nestjs/common';
import { BackupModule } from '../backup';
import { BillingModule } from '../billing';
import { ContactModule } from '../contact';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { MailModule } from '../mail';
import { MerklisteModule } from '../merkliste';
import { PhotoModule } from '../photo';
import { ProviderModule } from '../provider';
import { ReportModule } from '../report';
import { ReviewModule } from '../review';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/**
 * The GDPR data export and what an account's deletion forgets beyond identity's own rows; owns
 * no table, it asks each owner module for the person's rows.
 */
@Module({
  imports: [
    IdentityModule,
    InquiryModule,
    ReviewModule,
    ProviderModule,
    PhotoModule,
    MailModule,
    MerklisteModule,
    ReportModule,
    ContactModule,
    BillingModule,
    BackupModule,
  ],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
