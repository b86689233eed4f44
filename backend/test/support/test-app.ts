import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { PublicResponseCache } from '../../src/common/http/public-response-cache';
import type { LogOutput } from '../../src/common/logging/log-sink';
import { createApp } from '../../src/create-app';

export type Engine = 'sqlite' | 'mysql';

/** The engine the API tests run on: `TEST_DB=mysql npm test -w backend` for MariaDB. */
export const ENGINE: Engine = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  dataSource: DataSource;
  /** A request over real HTTP; `body` objects are sent as JSON, strings as they are. */
  http<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<HttpResult<T>>;
  /**
   * Direct database writes bypass the routes that empty the public response cache; fixtures
   * that write public data call this, as the app's own write paths would.
   */
  catalogChanged(): void;
  close(): Promise<void>;
}

async function createMysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ek_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = `${MYSQL_URL.replace(/\/+$/, '')}/${name}`;
  return {
    url,
    drop: async () => {
      const connection = await createConnection(MYSQL_URL);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/**
 * Starts the real application on a fresh database of the chosen engine, listening on a
 * free loopback port. No demo content unless `env.SEED_DEMO` says so.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  logging: { logLevels?: LogLevel[]; logOutput?: LogOutput } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ek-test-'));
  const mysql = ENGINE === 'mysql' ? await createMysqlDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    BACKGROUND_WORK: 'false',
    STOREFRONT_DIST: join(dataDir, 'no-storefront'),
    ADMIN_CONSOLE_DIST: join(dataDir, 'no-admin-console'),
    ...(mysql ? { DATABASE_URL: mysql.url } : {}),
    ...env,
  });
  const app = await createApp(config, { logLevels: ['error'], ...logging });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataSource = app.get<DataSource>(getDataSourceToken());

  return {
    app,
    config,
    baseUrl,
    dataSource,
    async http<T>(
      method: string,
      path: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ): Promise<HttpResult<T>> {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (options.token) headers['x-auth-token'] = options.token;
      const response = await fetch(baseUrl + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
        parsed = JSON.parse(text);
      }
      return { status: response.status, body: parsed as T, text, headers: response.headers };
    },
    catalogChanged() {
      app.get(PublicResponseCache).invalidate();
    },
    async close() {
      await app.close();
      await mysql?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
