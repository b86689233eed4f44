/** The health module's public surface. */
export { HealthModule } from './health.module';
