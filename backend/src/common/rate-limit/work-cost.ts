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
import { ApiErrors } from '../openapi/api-docs.decorators';
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
    // Documented by the decorator itself, so no charged route can leave its 429 out.
    ApiErrors(429),
  );

/** What `@CostsWork` puts into Fastify's per-route config, for the gate below. */
interface WorkRouteConfig {
  costsWork?: boolean;
}

/**
 * Refuses a client that spent its budget before its body is read, before guards and handler
 * (after the onRequest hooks, so the answer carries the security and CORS headers), and only
 * after a pause (a tarpit): answered at once, 16 connections of 429s still kept a visitor's
 * cached page waiting behind them (30 ms instead of 0.2), because each connection asked again
 * the moment it had its answer. Held, each asks about once a second. A person who met the limit
 * waits a second longer for the same answer.
 */
export function installWorkBudgetGate(fastify: FastifyInstance, budget: WorkBudget): void {
  let held = 0;
  fastify.addHook('preParsing', (request, reply, _payload, done) => {
    const config = (request.routeOptions.config ?? {}) as WorkRouteConfig;
    if (!config.costsWork || isInProcess(request.headers)) return done();
    if (budget.secondsUntilRefill(request.ip) === null) return done();
    const refuse = (): void => {
      void reply
        .code(429)
        // As it stands when the answer goes out (the budget may be back by then: ask again).
        .header('retry-after', String(budget.secondsUntilRefill(request.ip) ?? 1))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(SPENT_BODY);
    };
    // Past this many waiting answers, an open socket costs more than an answer does.
    if (held >= MAX_HELD_REFUSALS) return refuse();
    held += 1;
    setTimeout(() => {
      held -= 1;
      refuse();
    }, REFUSAL_PAUSE_MS);
  });
}

const REFUSAL_PAUSE_MS = 1000;
const MAX_HELD_REFUSALS = 1000;
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
    // A route marked with 0 is charged where its cost is known (an upload, by its pixels).
    if (units <= 0) return next.handle();
    return from(this.budget.charge(request.ip, units)).pipe(switchMap(() => next.handle()));
  }
}
