import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoreModule } from './common/core.module';
import type { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source';
import { BackupModule } from './modules/backup/backup.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { BillingModule } from './modules/billing/billing.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { IdentityModule } from './modules/identity/identity.module';
import { InquiryModule } from './modules/inquiry/inquiry.module';
import { MailModule } from './modules/mail/mail.module';
import { ProviderModule } from './modules/provider/provider.module';
import { ReviewModule } from './modules/review/review.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SiteModule } from './modules/site/site.module';
import { StartupModule } from './startup/startup.module';

/** Feature modules, one per domain (decisions.md §1). */
const FEATURE_MODULES = [
  ContactModule,
  BillingModule,
  JobsModule,
  BackupModule,
  CatalogModule,
  HealthModule,
  IdentityModule,
  InquiryModule,
  MailModule,
  ProviderModule,
  ReviewModule,
  SettingsModule,
  SiteModule,
  StartupModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.database)),
        ScheduleModule.forRoot(),
        ...FEATURE_MODULES,
      ],
    };
  }
}
