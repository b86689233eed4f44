import { Module } from '@nestjs/common';
import { AdminInquiryController } from './admin-inquiry.controller';
import { InquiryController } from './inquiry.controller';
import { InquiryRepository } from './inquiry.repository';
import { InquiryService } from './inquiry.service';

@Module({
  controllers: [InquiryController, AdminInquiryController],
  providers: [InquiryService, InquiryRepository],
})
export class InquiryModule {}
