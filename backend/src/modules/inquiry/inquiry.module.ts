import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { AdminInquiryController } from './admin-inquiry.controller';
import { InquiryController } from './inquiry.controller';
import { InquiryRepository } from './inquiry.repository';
import { InquiryMessageRepository } from './inquiry-message.repository';
import { InquiryThreadService } from './inquiry-thread.service';
import { InquiryService } from './inquiry.service';

/** Owns `inquiries` and `inquiry_messages`. */
@Module({
  imports: [ProviderModule, IdentityModule, MailModule],
  controllers: [InquiryController, AdminInquiryController],
  providers: [InquiryService, InquiryThreadService, InquiryRepository, InquiryMessageRepository],
  exports: [InquiryService, InquiryThreadService],
})
export class InquiryModule {}
