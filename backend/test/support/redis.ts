import Redis from 'ioredis';

/** The Redis the tests share; suites that count things use a database number of their own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Fails at once with a plain message when no Redis answers, instead of an ioredis client that
 * retries for ever and keeps Jest from exiting. Empties the given database when asked.
 */
export async function requireRedis(url: string, options: { flush?: boolean } = {}): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    if (options.flush) await client.flushdb();
    else await client.ping();
  } catch (error) {
    throw new Error(
      `Redis unter ${url} ist nicht erreichbar (${(error as Error).message}). Starten Sie Redis oder setzen Sie TEST_REDIS_URL.`,
    );
  } finally {
    client.disconnect();
  }
}
