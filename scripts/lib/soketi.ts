import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { isListening, waitFor } from "./ports.js";
import { EXIT_WITH_SUPERVISOR } from "./supervisor.js";

export interface SoketiOptions {
  port: number;
  appId: string;
  key: string;
  secret: string;
  /** Each instance needs its own discovery and metrics ports (PLATFORM.md §2). */
  clusterPort: number;
  metricsPort: number;
  /**
   * Several soketi processes serving one app: each publishes what it receives to the others through Redis (soketi's
   * Redis adapter), so a client connected to any of them gets an event triggered on any other. `prefix` keeps the
   * pub/sub channel of one stack (or test run) apart from another's on the same Redis.
   */
  redis?: { url: string; prefix: string };
  /** soketi stops by itself when this process is gone (exit-with-supervisor.mjs); default CARE_SUPERVISOR_PID. */
  supervisorPid?: number;
}

/** soketi's Redis adapter settings (SOKETI_ADAPTER_DRIVER=redis, the connection under SOKETI_DB_REDIS_*). */
export function redisAdapterEnv(redis: { url: string; prefix: string }): Record<string, string> {
  const u = new URL(redis.url);
  return {
    SOKETI_ADAPTER_DRIVER: "redis",
    SOKETI_ADAPTER_REDIS_PREFIX: redis.prefix,
    SOKETI_DB_REDIS_HOST: u.hostname,
    SOKETI_DB_REDIS_PORT: u.port || "6379",
    SOKETI_DB_REDIS_DB: u.pathname.replace("/", "") || "0",
    ...(u.username ? { SOKETI_DB_REDIS_USERNAME: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { SOKETI_DB_REDIS_PASSWORD: decodeURIComponent(u.password) } : {}),
  };
}

/**
 * Runs soketi from node_modules as a child process. Every listener and the discovery traffic stay on loopback:
 * soketi's defaults broadcast UDP to 255.255.255.255 and listen on 0.0.0.0:9601.
 */
export async function startSoketi(o: SoketiOptions, log: (line: string) => void = () => {}): Promise<ChildProcess> {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve("@soketi/soketi/package.json")), "bin/server.js");
  const supervisorPid = o.supervisorPid ?? process.env.CARE_SUPERVISOR_PID;
  const child = spawn(process.execPath, ["--import", EXIT_WITH_SUPERVISOR, bin, "start"], {
    env: {
      ...process.env,
      ...(o.redis ? redisAdapterEnv(o.redis) : {}),
      ...(supervisorPid ? { CARE_SUPERVISOR_PID: String(supervisorPid) } : {}),
      SOKETI_HOST: "127.0.0.1",
      SOKETI_PORT: String(o.port),
      SOKETI_METRICS_HOST: "127.0.0.1",
      SOKETI_METRICS_SERVER_PORT: String(o.metricsPort),
      SOKETI_CLUSTER_UNICAST_ADDRESSES: "127.0.0.1",
      SOKETI_CLUSTER_PORT: String(o.clusterPort),
      SOKETI_DEFAULT_APP_ID: o.appId,
      SOKETI_DEFAULT_APP_KEY: o.key,
      SOKETI_DEFAULT_APP_SECRET: o.secret,
      SOKETI_SHUTDOWN_GRACE_PERIOD: "0",
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1",
    },
    // Its own cwd so soketi's dotenv does not read the project's .env.
    cwd: dirname(bin),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => log(d.toString()));
  child.stderr?.on("data", (d: Buffer) => log(d.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`soketi exited early with code ${code}`))),
  );
  // Only the race below listens: an exit after it (the supervisor's business) must not be an unhandled rejection,
  // which would end the process that started soketi.
  exited.catch(() => undefined);
  await Promise.race([waitFor(() => isListening("127.0.0.1", o.port), "soketi"), exited]);
  return child;
}
