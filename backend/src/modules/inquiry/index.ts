/** The inquiry module's public surface. */
export { InquiryModule } from './inquiry.module';
export { InquiryService, isReviewable } from './inquiry.service';
export { InquiryThreadService } from './inquiry-thread.service';
export { UpdateInquiryStatusDto } from './dto/inquiry-thread.dto';
export type { InquiryRecord } from './inquiry.repository';
export { InquiryEntity } from './entities/inquiry.entity';
export { InquiryMessageEntity } from './entities/inquiry-message.entity';
export { InquiryQuoteEntity } from './entities/inquiry-quote.entity';
export { QuoteService } from './quote.service';
export { SendQuoteDto } from './dto/quote.dto';
export { ResponseFiguresService } from './response-figures.service';
