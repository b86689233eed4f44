/** The backup module's public surface. */
export { BackupModule } from './backup.module';
