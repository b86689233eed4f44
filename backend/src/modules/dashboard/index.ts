/** The dashboard module's public surface: the console's monthly overview. */
export { DashboardModule } from './dashboard.module';
