import { AuditEntryEntity } from './modules/audit';
import {
  InvoiceCounterEntity,
  InvoiceEntity,
  InvoicePaymentEntity,
  RenewalRequestEntity,
} from './modules/billing';
import { CategoryEntity } from './modules/catalog';
import { ContactMessageEntity } from './modules/contact';
import { AccountTokenEntity, UserEntity } from './modules/identity';
import { InquiryEntity, InquiryMessageEntity, InquiryQuoteEntity } from './modules/inquiry';
import { JobRunEntity } from './modules/jobs';
import { OutboxMailEntity } from './modules/mail';
import { MerklisteEntryEntity } from './modules/merkliste';
import { ProviderPhotoEntity } from './modules/photo';
import {
  ProviderAvailabilityEntity,
  ProviderCalendarEntity,
  ProviderCategoryEntity,
  ProviderEntity,
  ProviderImportedDayEntity,
  ProviderOwnerEntity,
} from './modules/provider';
import { ProviderMonthlyStatsEntity } from './modules/statistics';
import { ReportEntity } from './modules/report';
import { ReviewEntity } from './modules/review';
import { SettingEntity } from './modules/settings';

/** Every table's entity, each from its owning module; the app module hands them to the data source. */
export const ENTITIES = [
  UserEntity,
  CategoryEntity,
  ProviderEntity,
  ProviderCategoryEntity,
  ProviderOwnerEntity,
  ProviderAvailabilityEntity,
  ProviderCalendarEntity,
  ProviderImportedDayEntity,
  ProviderMonthlyStatsEntity,
  ProviderPhotoEntity,
  InquiryEntity,
  InquiryMessageEntity,
  InquiryQuoteEntity,
  MerklisteEntryEntity,
  ReviewEntity,
  SettingEntity,
  OutboxMailEntity,
  ContactMessageEntity,
  RenewalRequestEntity,
  InvoiceEntity,
  InvoiceCounterEntity,
  InvoicePaymentEntity,
  ReportEntity,
  JobRunEntity,
  AccountTokenEntity,
  AuditEntryEntity,
];
