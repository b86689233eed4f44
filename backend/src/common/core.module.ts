import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { Clock } from './clock';
import { PublicResponseCache } from './http/public-response-cache';
import { RateLimiter } from './rate-limit/rate-limiter';
import { WorkBudget } from './rate-limit/work-budget';
import { WorkBudgetInterceptor } from './rate-limit/work-cost';

/**
 * What every module may inject: configuration, transaction runner, rate limiter, work budget,
 * public response cache, clock; and the interceptor that charges `@CostsWork` routes.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        TransactionRunner,
        RateLimiter,
        WorkBudget,
        PublicResponseCache,
        Clock,
        { provide: APP_INTERCEPTOR, useClass: WorkBudgetInterceptor },
      ],
      exports: [APP_CONFIG, TransactionRunner, RateLimiter, WorkBudget, PublicResponseCache, Clock],
    };
  }
}
