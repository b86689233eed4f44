/** The metrics module's public surface (the app installs its request hook). */
export { MetricsModule } from './metrics.module';
export { MetricsService } from './metrics.service';
