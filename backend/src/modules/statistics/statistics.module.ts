import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ProviderModule } from '../provider';
import { StatisticsBuffer } from './statistics-buffer';
import { StatisticsHooks } from './statistics-hooks';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';

/** Owns `provider_monthly_stats`: what each listing brought per month. */
@Module({
  imports: [IdentityModule, ProviderModule],
  providers: [StatisticsRepository, StatisticsBuffer, StatisticsHooks, StatisticsService],
  exports: [StatisticsService, StatisticsHooks, StatisticsBuffer],
})
export class StatisticsModule {}
