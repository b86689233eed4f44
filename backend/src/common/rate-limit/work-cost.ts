import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { from, type Observable, switchMap } from 'rxjs';
import { isInProcess } from '../http/in-process';
import { RouteConfigEntries } from '../http/route-config';
import { WORK_BUDGET_MESSAGE, WorkBudget } from './work-budget';

const WORK_COST_KEY = 'event-kompass:work-cost';

/** Units of work, fixed or by the request's query parameters (a search by its words). */
export type WorkCost = number | ((query: Readonly<Record<string, unknown>>) => number);

/**
 * The route's work is charged to the client's budget before it runs (WorkBudget): 429 when it
 * is spent. A public-cache hit is answered before Nest and costs nothing; a refused request
 * (400) costs as much as an answered one, since the work to find out was asked for.
 */
export const CostsWork = (cost: WorkCost): MethodDecorator =>
  applyDecorators(
    SetMetadata(WORK_COST_KEY, cost),
    RouteConfigEntries({ costsWork: true } satisfies WorkRouteConfig),
  );

/** What `@CostsWork` puts into Fastify's per-route config, for the gate below. */
interface WorkRouteConfig {
  costsWork?: boolean;
}

/**
 * Refuses a client that spent its budget at the first hook, before body parsing, guards and
 * handler: such a 429 then costs about what a cached page does, and a flood of them no longer
 * holds up everyone else's answers. Installed after the security headers' hook.
 */
export function installWorkBudgetGate(fastify: FastifyInstance, budget: WorkBudget): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const config = (request.routeOptions.config ?? {}) as WorkRouteConfig;
    if (!config.costsWork || isInProcess(request.headers)) return done();
    const seconds = budget.secondsUntilRefill(request.ip);
    if (seconds === null) return done();
    void reply
      .code(429)
      .header('retry-after', String(seconds))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(SPENT_BODY);
  });
}

const SPENT_BODY = JSON.stringify({ msg: WORK_BUDGET_MESSAGE });

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
