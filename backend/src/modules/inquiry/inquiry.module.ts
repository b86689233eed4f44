import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { StatisticsModule } from '../statistics';
import { ResponseFiguresService } from './response-figures.service';
import { AdminInquiryController } from './admin-inquiry.controller';
import { InquiryController } from './inquiry.controller';
import { InquiryRepository } from './inquiry.repository';
import { InquiryMessageRepository } from './inquiry-message.repository';
import { InquiryThreadService } from './inquiry-thread.service';
import { InquiryService } from './inquiry.service';

/** Owns `inquiries` and `inquiry_messages`. */
@Module({
  imports: [ProviderModule, IdentityModule, MailModule, StatisticsModule],
  controllers: [InquiryController, AdminInquiryController],
  providers: [
    InquiryService,
    InquiryThreadService,
    InquiryRepository,
    InquiryMessageRepository,
    ResponseFiguresService,
  ],
  exports: [InquiryService, InquiryThreadService, ResponseFiguresService],
})
export class InquiryModule {}
