import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { adminWriteScopeOpen } from './admin-write-scope';

/**
 * The audit module's interceptor, provided under this token: it opens the scope of an admin
 * write. This floor only hands admin routes to it and knows no module.
 */
export abstract class AdminWriteAudit implements NestInterceptor {
  abstract intercept(context: ExecutionContext, next: CallHandler): Observable<unknown>;
}

/**
 * Attached to admin routes by `@AdminOnly()` (also through `@AdminRoute`), not as a global
 * interceptor: a global one sends every request of every route through Nest's interceptor chain,
 * which cost broad searches a third of their CPU and let their garbage grow the heap
 * (docs/decisions.md, "Faire Nutzung").
 */
@Injectable()
export class AdminWrites implements NestInterceptor {
  private audit: AdminWriteAudit | null = null;

  constructor(private readonly moduleRef: ModuleRef) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // A controller marked admin whose handler is marked again passes here twice; the outer pass
    // opened the scope, and a second would record the write twice.
    if (adminWriteScopeOpen()) return next.handle();
    const audit = this.audit ?? this.moduleRef.get<AdminWriteAudit>(AdminWriteAudit, { strict: false });
    this.audit = audit;
    return audit.intercept(context, next);
  }
}
