import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { ReviewModule } from '../review';
import { AdminReportController } from './admin-report.controller';
import { ReportController } from './report.controller';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';

/** Owns `reports`; removes reported content through the review and provider modules. */
@Module({
  imports: [ReviewModule, ProviderModule, IdentityModule, MailModule],
  controllers: [ReportController, AdminReportController],
  providers: [ReportService, ReportRepository],
  exports: [ReportService],
})
export class ReportModule {}
