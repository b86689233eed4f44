import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUDIT_LIMITS } from '@event-kompass/shared-types';
import type { FastifyRequest } from 'fastify';
import { concatMap, Observable } from 'rxjs';
import { runInAdminWriteScope, type AdminWriteScope } from '../../common/audit/admin-write-scope';
import type { AdminWriteAudit } from '../../common/audit/admin-writes.interceptor';
import { ACCESS_KEY, type AccessLevel, type AuthUser } from '../../common/decorators/access.decorators';
import { TransactionRunner } from '../../database/transaction-runner';
import { ADMIN_WRITE_ACTIONS, auditDetails } from './admin-write-actions';
import { AuditService } from './audit.service';

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Opens an audit scope around every admin write: the transaction runner records the entry in
 * the route's first committed transaction. A route that commits none (a backup file written,
 * nothing to change) gets its entry after it succeeded; a route that fails records nothing.
 * Only admin routes come here (`@AdminOnly()` attaches `AdminWrites`).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor, AdminWriteAudit {
  constructor(
    private readonly reflector: Reflector,
    private readonly tx: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { authUser?: AuthUser; params: Record<string, string> }>();
    if (READS.has(request.method)) return next.handle();
    const access = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const admin = request.authUser;
    if (access !== 'admin' || !admin) return next.handle();
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const action = ADMIN_WRITE_ACTIONS[route];
    if (action === null) return next.handle();
    const body: unknown = request.body;
    const field = action?.targetField;
    const named =
      field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    const id = request.params?.id;
    const label = action?.ziel ?? '';
    const ziel = typeof named === 'string' ? `${label} ${named}` : id ? `${label} ${id}` : label;
    const entry = {
      adminEmail: admin.email,
      aktion: action?.aktion ?? route,
      ziel: ziel.trim(),
      details: auditDetails(body, AUDIT_LIMITS.details),
    };
    const scope: AdminWriteScope = {
      recorded: false,
      record: (manager) => this.audit.insert(manager, entry),
    };
    return new Observable((subscriber) =>
      runInAdminWriteScope(scope, () =>
        next
          .handle()
          .pipe(
            concatMap(async (value: unknown) => {
              if (!scope.recorded) {
                // Nothing committed in the database: the entry is its own transaction.
                await runInAdminWriteScope(scope, () => this.tx.run(() => Promise.resolve()));
              }
              return value;
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
