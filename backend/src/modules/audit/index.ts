/** The audit module's public surface: the admin audit trail. */
export { AuditModule } from './audit.module';
export { AuditService } from './audit.service';
export { AuditEntryEntity } from './entities/audit-entry.entity';
