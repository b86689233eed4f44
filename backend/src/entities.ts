import { RenewalRequestEntity } from './modules/billing';
import { CategoryEntity } from './modules/catalog';
import { ContactMessageEntity } from './modules/contact';
import { UserEntity } from './modules/identity';
import { InquiryEntity } from './modules/inquiry';
import { JobRunEntity } from './modules/jobs';
import { OutboxMailEntity } from './modules/mail';
import { ProviderCategoryEntity, ProviderEntity } from './modules/provider';
import { ReviewEntity } from './modules/review';
import { SettingEntity } from './modules/settings';

/** Every table's entity, each from its owning module; the app module hands them to the data source. */
export const ENTITIES = [
  UserEntity,
  CategoryEntity,
  ProviderEntity,
  ProviderCategoryEntity,
  InquiryEntity,
  ReviewEntity,
  SettingEntity,
  OutboxMailEntity,
  ContactMessageEntity,
  RenewalRequestEntity,
  JobRunEntity,
];
