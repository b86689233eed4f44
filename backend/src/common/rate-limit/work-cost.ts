import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, type Observable, switchMap } from 'rxjs';
import { isInProcess } from '../http/in-process';
import { WorkBudget } from './work-budget';

const WORK_COST_KEY = 'event-kompass:work-cost';

/** Units of work, fixed or by the request's query parameters (a search by its words). */
export type WorkCost = number | ((query: Readonly<Record<string, unknown>>) => number);

/**
 * The route's work is charged to the client's budget before it runs (WorkBudget): 429 when it
 * is spent. A public-cache hit is answered before Nest and costs nothing; a refused request
 * (400) costs as much as an answered one, since the work to find out was asked for.
 */
export const CostsWork = (cost: WorkCost): MethodDecorator => SetMetadata(WORK_COST_KEY, cost);

/** Charges `@CostsWork` routes to the caller's address; the server's own reads go free. */
@Injectable()
export class WorkBudgetInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly budget: WorkBudget,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const cost = this.reflector.get<WorkCost | undefined>(WORK_COST_KEY, context.getHandler());
    if (cost === undefined) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isInProcess(request.headers)) return next.handle();
    const units =
      typeof cost === 'number' ? cost : cost((request.query ?? {}) as Readonly<Record<string, unknown>>);
    return from(this.budget.charge(request.ip, units)).pipe(switchMap(() => next.handle()));
  }
}
