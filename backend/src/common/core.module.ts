import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { RateLimiter } from './rate-limit/rate-limiter';

/** What every module may inject: the configuration, the transaction runner, the rate limiter. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, TransactionRunner, RateLimiter],
      exports: [APP_CONFIG, TransactionRunner, RateLimiter],
    };
  }
}
