import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { INGEST_HEADERS, ingestSigningString } from "@care/contracts";
import type { Config } from "@care/infra";
import { PROCESSORS } from "../../../apps/worker/src/processors.js";
import { processorsFor } from "../../../apps/worker/src/worker-role.js";
import { freePort, isListening, waitFor } from "../../../scripts/lib/ports.js";
import { ROOT } from "../../support/databases.js";

/**
 * A private redis-server (no persistence) that a test may kill and restart without touching the machine's Redis
 * that other test files share. Restart reuses the port, so clients reconnect to an EMPTY Redis, as after a crash.
 */
export interface PrivateRedis {
  url: string;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await waitFor(() => isListening("127.0.0.1", port), "private redis", 10_000);
  };
  const kill = async (): Promise<void> => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once("exit", () => resolve());
      c.kill("SIGKILL");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, restart: start, stop: kill };
}

/** The config as the environment of a child process (the worker reads it with loadConfig). */
export function configEnv(config: Config, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [k, v] of Object.entries(config)) if (v !== undefined && v !== null) env[k] = String(v);
  return { ...env, ...extra };
}

/** apps/worker/src/main.ts as a child process (node --import tsx: one process, so SIGKILL kills the worker itself). */
export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves once the worker logged that every processor started. */
  ready: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startWorkerProcess(env: NodeJS.ProcessEnv, onLine: (line: string) => void = () => {}): WorkerProcess {
  const role = (env.WORKER_ROLE ?? "all") as Config["WORKER_ROLE"];
  const lastProcessor = processorsFor(role, PROCESSORS).at(-1)?.name ?? "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/worker/src/main.ts"], {
    cwd: ROOT,
    env: { ...env, LOG_LEVEL: env.LOG_LEVEL === "silent" ? "info" : (env.LOG_LEVEL ?? "info") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffer = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    child.stdout?.on("data", (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        onLine(line);
        // main.ts starts its role's processors in order and logs each: the last one means the worker is up.
        if (line.includes(`"processor":"${lastProcessor}"`) && line.includes('"started"')) resolve();
      }
    });
    child.stderr?.on("data", (d: Buffer) => onLine(d.toString()));
  });
  ready.catch(() => {});
  return {
    child,
    ready,
    async kill(signal = "SIGKILL") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** Signed headers of a device upload (x-device-id, x-timestamp, x-signature). */
export function signedHeaders(uid: string, secret: string, raw: string): Record<string, string> {
  const ts = String(Math.floor(Date.now() / 1000));
  return {
    "content-type": "application/json",
    [INGEST_HEADERS.deviceId]: uid,
    [INGEST_HEADERS.timestamp]: ts,
    [INGEST_HEADERS.signature]: createHmac("sha256", secret).update(ingestSigningString(ts, raw)).digest("hex"),
  };
}
