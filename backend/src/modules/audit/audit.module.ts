import { Module } from '@nestjs/common';
import { AdminWriteAudit } from '../../common/audit/admin-writes.interceptor';
import { AdminAuditController } from './admin-audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * Owns `audit_log`: every admin write leaves one entry, written in the write's own transaction
 * by the transaction runner (common/audit/admin-write-scope.ts) while this module's interceptor
 * holds the request's scope open. Admin routes reach the interceptor through `@AdminOnly()`.
 */
@Module({
  controllers: [AdminAuditController],
  providers: [AuditService, AuditRepository, { provide: AdminWriteAudit, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
