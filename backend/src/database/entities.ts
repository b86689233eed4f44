import { CategoryEntity } from '../modules/catalog/entities/category.entity';
import { ContactMessageEntity } from '../modules/contact/entities/contact-message.entity';
import { RenewalRequestEntity } from '../modules/billing/entities/renewal-request.entity';
import { UserEntity } from '../modules/identity/entities/user.entity';
import { InquiryEntity } from '../modules/inquiry/entities/inquiry.entity';
import { OutboxMailEntity } from '../modules/mail/entities/outbox-mail.entity';
import { ProviderEntity } from '../modules/provider/entities/provider.entity';
import { ReviewEntity } from '../modules/review/entities/review.entity';
import { SettingEntity } from '../modules/settings/entities/setting.entity';
import { JobRunEntity } from './job-run.entity';

export const ENTITIES = [
  UserEntity,
  CategoryEntity,
  ProviderEntity,
  InquiryEntity,
  ReviewEntity,
  SettingEntity,
  OutboxMailEntity,
  ContactMessageEntity,
  RenewalRequestEntity,
  JobRunEntity,
];
