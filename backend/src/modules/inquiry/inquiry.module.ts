import { Module } from '@nestjs/common';
import { JobRegistry } from '../../common/jobs/job-registry';
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
import { QuoteController } from './quote.controller';
import { QuoteRepository } from './quote.repository';
import { QuoteService } from './quote.service';

/** Owns `inquiries`, `inquiry_messages` and `inquiry_quotes`. */
@Module({
  imports: [ProviderModule, IdentityModule, MailModule, StatisticsModule],
  controllers: [InquiryController, AdminInquiryController, QuoteController],
  providers: [
    InquiryService,
    InquiryThreadService,
    InquiryRepository,
    InquiryMessageRepository,
    QuoteService,
    QuoteRepository,
    ResponseFiguresService,
  ],
  exports: [InquiryService, InquiryThreadService, QuoteService, ResponseFiguresService],
})
export class InquiryModule {
  constructor(jobs: JobRegistry, quotes: QuoteService, figures: ResponseFiguresService) {
    // Quotes past their last valid day can no longer be accepted (issue 25).
    jobs.register('quote-expiry', ({ today, now }) => quotes.expireOverdue(today, now));
    // The 90-day window moves and unanswered inquiries pass 48 hours without anybody acting.
    jobs.register('response-figures', ({ now }) => figures.refresh(undefined, now));
  }
}
