import { Redis, type RedisOptions } from "ioredis";

/**
 * A Redis connection as BullMQ wants it (maxRetriesPerRequest null for workers, so a blocked command waits
 * for Redis to come back instead of failing the job).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}

/** Connection options for BullMQ built from a URL (BullMQ creates its own connections from these). */
export function bullConnection(url: string): { url: string; maxRetriesPerRequest: null } {
  return { url, maxRetriesPerRequest: null };
}
