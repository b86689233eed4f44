import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { AdminInquiryController } from './admin-inquiry.controller';
import { InquiryController } from './inquiry.controller';
import { InquiryRepository } from './inquiry.repository';
import { InquiryService } from './inquiry.service';

/** Owns `inquiries`. */
@Module({
  imports: [ProviderModule, IdentityModule, MailModule],
  controllers: [InquiryController, AdminInquiryController],
  providers: [InquiryService, InquiryRepository],
  exports: [InquiryService],
})
export class InquiryModule {}
