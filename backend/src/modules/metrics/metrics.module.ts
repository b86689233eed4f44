import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory';
import { JobsModule } from '../jobs';
import { MailModule } from '../mail';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** `GET /api/metrics`; reads the mail backlog, the jobs' runs and the search index; owns no table. */
@Module({
  imports: [MailModule, JobsModule, DirectoryModule],
  controllers: [MetricsController],
  providers: [MetricsService],
})
export class MetricsModule {}
