import { applyDecorators } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { isInProcess } from '../http/in-process';
import { ApiErrors } from '../openapi/api-docs.decorators';
import { RouteConfigEntries } from '../http/route-config';
import { WORK_BUDGET_MESSAGE, WorkBudget } from './work-budget';

/** Units of work, fixed or by the request's query parameters (a search by its words). */
export type WorkCost = number | ((query: Readonly<Record<string, unknown>>) => number);

/**
 * The route's work is charged to the client's budget before it runs (WorkBudget): 429 when it
 * is spent. A public-cache hit is answered before Nest and costs nothing; a refused request
 * (400) costs as much as an answered one, since the work to find out was asked for.
 */
export const CostsWork = (cost: WorkCost): MethodDecorator =>
  applyDecorators(
    RouteConfigEntries({ costsWork: true, workCost: cost } satisfies WorkRouteConfig),
    // Documented by the decorator itself, so no charged route can leave its 429 out.
    ApiErrors(429),
  );

/** What `@CostsWork` puts into Fastify's per-route config, for the gate and the charge below. */
interface WorkRouteConfig {
  costsWork?: boolean;
  workCost?: WorkCost;
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

/**
 * Charges `@CostsWork` routes to the caller's address before the handler runs; the server's own
 * reads go free. A Fastify hook rather than a Nest interceptor: one global interceptor puts every
 * request of every route through Nest's interceptor chain (an rxjs pipe and an AsyncResource
 * bound per request: a third or more of a broad search's CPU, and most of what it left in the old
 * generation). Install it after the public cache's hook, so that a hit is answered first and
 * costs nothing. A refusal (TooManyRequests) reaches the global exception filter through
 * Fastify's error handler: 429 with `Retry-After` and the German `msg`, as from a handler.
 */
export function installWorkCharge(fastify: FastifyInstance, budget: WorkBudget): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    const cost = ((request.routeOptions.config ?? {}) as WorkRouteConfig).workCost;
    if (cost === undefined || isInProcess(request.headers)) return done();
    const units =
      typeof cost === 'number' ? cost : cost((request.query ?? {}) as Readonly<Record<string, unknown>>);
    // A route marked with 0 is charged where its cost is known (an upload, by its pixels).
    if (units <= 0 || !budget.enabled) return done();
    budget.charge(request.ip, units).then(() => done(), done);
  });
}
