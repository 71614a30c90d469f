import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type Pusher from "pusher";
import { createPrisma, type PrismaClient } from "@care/db";
import { createRealtime, createRedis, createStorage, type Config, type Storage } from "@care/infra";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    prisma: PrismaClient;
    redis: Redis;
    realtime: Pusher;
    storage: Storage;
  }
}

/** Optional ready-made clients, so tests and the start script can share connections. */
export interface InfrastructureOverrides {
  prisma?: PrismaClient;
  redis?: Redis;
}

/**
 * Decorates the instance with config and the clients of every backing service, and closes what it opened.
 * Connections are lazy where the client allows, so the API starts (and /api/health reports) even when a
 * dependency is down.
 */
export const infrastructurePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config } & InfrastructureOverrides): Promise<void> => {
    const { config } = opts;
    app.decorate("config", config);

    const prisma = opts.prisma ?? createPrisma(config.DATABASE_URL, config.DATABASE_POOL_MAX);
    app.decorate("prisma", prisma);

    // Requests must fail fast when Redis is away (the health check and enqueue report it), not hang.
    const redis = opts.redis ?? createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on("error", (err) => app.log.debug({ err }, "redis connection error"));
    app.decorate("redis", redis);

    app.decorate("realtime", createRealtime(config));
    app.decorate("storage", createStorage(config));

    app.addHook("onClose", async () => {
      app.storage.s3.destroy();
      if (!opts.redis) redis.disconnect();
      if (!opts.prisma) await prisma.$disconnect();
    });
  },
  { name: "config" },
);
