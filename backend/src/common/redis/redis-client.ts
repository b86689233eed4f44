import Redis from 'ioredis';

/**
 * How this app talks to Redis (shared rate limits, cache notices): a command is tried once and,
 * without an offline queue, fails at once while Redis is away, so the caller falls back to its
 * per-instance behaviour instead of waiting. A subscriber asks for the queue so its SUBSCRIBE
 * waits for the connection.
 */
export function openRedis(url: string, options: { offlineQueue?: boolean } = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: options.offlineQueue ?? false,
    // A socket that does not close is destroyed after this long (ioredis keeps a timer until then).
    disconnectTimeout: 100,
  });
}

/** Says goodbye when connected; a client still waiting for Redis is dropped at once (QUIT would wait for a reconnect). */
export async function closeRedis(client: Redis | null): Promise<void> {
  if (!client) return;
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
