import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { Clock } from './clock';
import { JobRegistry } from './jobs/job-registry';
import { PublicResponseCache } from './http/public-response-cache';
import { RateLimiter } from './rate-limit/rate-limiter';
import { WorkBudget } from './rate-limit/work-budget';

/**
 * What every module may inject: configuration, transaction runner, rate limiter, work budget,
 * public response cache, clock, job registry. `@CostsWork` routes are charged in a Fastify hook
 * (installWorkCharge).
 */
const SHARED = [TransactionRunner, RateLimiter, WorkBudget, PublicResponseCache, Clock, JobRegistry];

@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ...SHARED],
      exports: [APP_CONFIG, ...SHARED],
    };
  }
}
