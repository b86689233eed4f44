import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAuditController } from './admin-audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * Owns `audit_log`: every admin write leaves one entry, written in the write's own transaction
 * by the transaction runner (common/audit/admin-write-scope.ts) while this module's interceptor
 * holds the request's scope open.
 */
@Module({
  controllers: [AdminAuditController],
  providers: [AuditService, AuditRepository, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
