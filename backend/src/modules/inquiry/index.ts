/** The inquiry module's public surface. */
export { InquiryModule } from './inquiry.module';
export { InquiryService, isReviewable } from './inquiry.service';
export { InquiryThreadService } from './inquiry-thread.service';
export type { InquiryRecord } from './inquiry.repository';
export { InquiryEntity } from './entities/inquiry.entity';
export { InquiryMessageEntity } from './entities/inquiry-message.entity';
export { ResponseFiguresService } from './response-figures.service';
