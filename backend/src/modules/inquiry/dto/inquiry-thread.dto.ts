import {
  FIELD_LIMITS,
  INQUIRY_STATUSES,
  type InquiryStatus,
  type PostInquiryMessageRequest,
  type UpdateInquiryStatusRequest,
} from '@event-kompass/shared-types';
import { OneOfField, RequiredText } from '../../../common/pipes/fields';

export class UpdateInquiryStatusDto implements UpdateInquiryStatusRequest {
  @OneOfField('Status', INQUIRY_STATUSES)
  status!: InquiryStatus;
}

export class PostInquiryMessageDto implements PostInquiryMessageRequest {
  @RequiredText('Nachricht', { max: FIELD_LIMITS.inquiryMessage })
  text!: string;
}
