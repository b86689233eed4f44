import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { ReviewModule } from '../review';
import { AdminModerationController } from './admin-moderation.controller';
import { AdminReportController } from './admin-report.controller';
import { ModerationService } from './moderation.service';
import { ReportController } from './report.controller';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';
import { StatementsOfReasons } from './statement-of-reasons';

/**
 * Owns `reports`; removes reported content through the review and provider modules, and records
 * every other removal by an admin with its statement of reasons (moderation.service.ts).
 */
@Module({
  imports: [ReviewModule, ProviderModule, IdentityModule, MailModule],
  controllers: [ReportController, AdminReportController, AdminModerationController],
  providers: [ReportService, ReportRepository, StatementsOfReasons, ModerationService],
  exports: [ReportService, ModerationService],
})
export class ReportModule {}
