import { HeadBucketCommand } from "@aws-sdk/client-s3";
import type { Redis } from "ioredis";
import type { PrismaClient } from "@care/db";
import { APP_VERSION, type Health } from "@care/contracts";
import { pingRealtime, type Config, type Storage } from "@care/infra";

interface HealthDeps {
  prisma: PrismaClient;
  redis: Redis;
  storage: Storage;
  config: Config;
}

type Probe = Health["dependencies"]["postgres"];

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<Probe> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latency_ms: Math.round((performance.now() - start) * 10) / 10, error: null };
  } catch (err) {
    return { ok: false, latency_ms: null, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: HealthDeps): { check(): Promise<Health> } {
  return {
    async check(): Promise<Health> {
      const [postgres, redis, soketi, s3] = await Promise.all([
        probe(() => deps.prisma.$queryRaw`SELECT 1`),
        probe(async () => {
          if (deps.redis.status === "wait") await deps.redis.connect();
          await deps.redis.ping();
        }),
        probe(() => pingRealtime(deps.config)),
        probe(() => deps.storage.s3.send(new HeadBucketCommand({ Bucket: deps.storage.bucket }))),
      ]);
      const dependencies = { postgres, redis, soketi, s3 };
      const allOk = Object.values(dependencies).every((d) => d.ok);
      return {
        status: allOk ? "ok" : "degraded",
        version: APP_VERSION,
        uptime_s: Math.round(process.uptime()),
        checked_at: new Date().toISOString(),
        dependencies,
      };
    },
  };
}
