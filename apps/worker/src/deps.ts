import type { Redis } from "ioredis";
import type Pusher from "pusher";
import type { PrismaClient } from "@care/db";
import { createPrisma, createSqlPool, type SqlPool } from "@care/db";
import {
  createMailer,
  createQueues,
  createRealtime,
  createRedis,
  createStorage,
  type Config,
  type Mailer,
  type Queues,
  type Storage,
} from "@care/infra";
import { createLogger, type Logger } from "./logger.js";

/** Connections of the alarm path's pool (each publication holds one while it calls soketi). */
const ALARM_POOL_MAX = 4;

/** Everything a processor may use; built once per process and handed to each queue's init. */
export interface WorkerDeps {
  config: Config;
  prisma: PrismaClient;
  queues: Queues;
  /** Plain Redis commands (e.g. the realtime publication ledger); BullMQ keeps its own connections. */
  redis: Redis;
  realtime: Pusher;
  /** The alarm publication's own small pg pool (no Prisma on the SOS path; @care/db createSqlPool). */
  alarmDb: SqlPool;
  storage: Storage;
  /** SMTP and/or the development mailbox, as the API sends mail (report schedule notices). */
  mailer: Mailer;
  log: Logger;
}

export function createWorkerDeps(config: Config): WorkerDeps {
  const log = createLogger(config.LOG_LEVEL);
  // Redis going away is survivable (ioredis reconnects; the outbox and the alarm sweeper cover lost jobs):
  // report it instead of letting an unhandled 'error' event reach the process.
  const onRedisError = (err: Error): void => log.warn({ err: err.message }, "redis connection error");
  const redis = createRedis(config.REDIS_URL);
  redis.on("error", onRedisError);
  const prisma = createPrisma(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  return {
    config,
    prisma,
    queues: createQueues(config.REDIS_URL, config.QUEUE_PREFIX, onRedisError),
    redis,
    realtime: createRealtime(config),
    alarmDb: createSqlPool(config.DATABASE_URL, ALARM_POOL_MAX, "alarm"),
    storage: createStorage(config),
    mailer: createMailer({ config, prisma, log }),
    log,
  };
}

/** Drops every connection createWorkerDeps opened (after the processors have closed). */
export async function closeWorkerDeps(deps: WorkerDeps): Promise<void> {
  await deps.queues.close();
  deps.mailer.close();
  deps.redis.disconnect();
  await deps.prisma.$disconnect();
  await deps.alarmDb.close();
}
