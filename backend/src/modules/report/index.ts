/** The report module's public surface (DSA notice and action). */
export { ReportModule } from './report.module';
export { ReportService } from './report.service';
export { ReportEntity } from './entities/report.entity';
export { ModerationService } from './moderation.service';
