import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoreModule } from './common/core.module';
import type { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source';
import { ENTITIES } from './entities';
import { AuditModule } from './modules/audit';
import { BackupModule } from './modules/backup';
import { BillingModule } from './modules/billing';
import { CatalogModule } from './modules/catalog';
import { DashboardModule } from './modules/dashboard';
import { ContactModule } from './modules/contact';
import { DirectoryModule } from './modules/directory';
import { MerklisteModule } from './modules/merkliste';
import { HealthModule } from './modules/health';
import { IdentityModule } from './modules/identity';
import { InquiryModule } from './modules/inquiry';
import { JobsModule } from './modules/jobs';
import { MailModule } from './modules/mail';
import { MetricsModule } from './modules/metrics';
import { ProviderModule } from './modules/provider';
import { ReportModule } from './modules/report';
import { ReviewModule } from './modules/review';
import { SettingsModule } from './modules/settings';
import { SeoModule } from './modules/seo';
import { SiteModule } from './modules/site';
import { StatisticsModule } from './modules/statistics';
import { PhotoModule } from './modules/photo';
import { PrivacyModule } from './modules/privacy';
import { WorkspaceModule } from './modules/workspace';
import { StartupModule } from './startup/startup.module';

/**
 * Feature modules, bottom layer first (docs/architecture.md). Each imports the modules it uses;
 * listing them all here only makes their controllers part of the app.
 */
const FEATURE_MODULES = [
  SettingsModule,
  MailModule,
  IdentityModule,
  CatalogModule,
  ProviderModule,
  StatisticsModule,
  InquiryModule,
  ReviewModule,
  PhotoModule,
  DirectoryModule,
  MerklisteModule,
  WorkspaceModule,
  PrivacyModule,
  BillingModule,
  ReportModule,
  JobsModule,
  MetricsModule,
  BackupModule,
  AuditModule,
  DashboardModule,
  ContactModule,
  HealthModule,
  SiteModule,
  SeoModule,
  StartupModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.database, ENTITIES)),
        ScheduleModule.forRoot(),
        ...FEATURE_MODULES,
      ],
    };
  }
}
