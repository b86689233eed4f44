/** The statistics module's public surface. */
export { StatisticsModule } from './statistics.module';
export { StatisticsService, lastMonths } from './statistics.service';
export { StatisticsBuffer, berlinMonth } from './statistics-buffer';
export { StatisticsHooks } from './statistics-hooks';
export { ProviderMonthlyStatsEntity } from './entities/provider-monthly-stats.entity';
