import { request } from "node:http";
import { existsSync } from "node:fs";

/**
 * True when a Docker engine answers its ping (DOCKER_HOST=unix://… or tcp://…, or the default socket).
 * These machines have only the Docker client, so this is false here and the local services are used.
 */
export async function dockerAnswers(): Promise<boolean> {
  const host = process.env.DOCKER_HOST;
  const socketPath = host?.startsWith("unix://")
    ? host.slice("unix://".length)
    : host
      ? undefined
      : "/var/run/docker.sock";
  if (socketPath && !existsSync(socketPath)) return false;
  const target = host?.startsWith("tcp://") ? new URL(host.replace("tcp://", "http://")) : undefined;
  return new Promise((resolve) => {
    const req = request(
      {
        socketPath,
        host: target?.hostname,
        port: target?.port,
        path: "/_ping",
        method: "GET",
        timeout: 1500,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
    req.end();
  });
}

export interface Containers {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** Postgres and Redis in throwaway containers, for machines with a Docker engine. */
export async function startContainers(): Promise<Containers> {
  const [{ PostgreSqlContainer }, { RedisContainer }] = await Promise.all([
    import("@testcontainers/postgresql"),
    import("@testcontainers/redis"),
  ]);
  const [pg, redis] = await Promise.all([
    new PostgreSqlContainer("postgres:16-alpine")
      .withDatabase("postgres")
      .withUsername("postgres")
      .withPassword("postgres")
      .start(),
    new RedisContainer("redis:7-alpine").start(),
  ]);
  return {
    databaseUrl: pg.getConnectionUri(),
    redisUrl: redis.getConnectionUrl(),
    stop: async () => {
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
}
