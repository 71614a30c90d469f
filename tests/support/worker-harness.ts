// The worker's side of a test: its processors running in this process over the harness's database, queue prefix
// and soketi; the worker as a child process (to kill it) over a private Redis (to crash it); and a soketi
// listener authorised like the portal, recording the events a channel receives.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type PusherClient from "pusher-js";
import { inject } from "vitest";
import { QUEUES, type AlarmEvent, type InsightEvent, type QueueName } from "@care/contracts";
import type { AlarmType } from "@care/db";
import { dispatchOutbox, writeOutbox, type Config } from "@care/infra";
import { closeWorkerDeps, createWorkerDeps, type WorkerDeps } from "../../apps/worker/src/deps.js";
import type { QueueProcessor } from "../../apps/worker/src/processor.js";
import { PROCESSORS } from "../../apps/worker/src/processors.js";
import { processorsFor } from "../../apps/worker/src/worker-role.js";
import { freePort, isListening, waitFor as waitUntil } from "../../scripts/lib/ports.js";
import { nodeArgs } from "../../scripts/lib/supervisor.js";
import { ROOT } from "./databases.js";
import { bearer, startHarness, waitFor, type Harness, type HarnessOptions } from "./harness.js";
import { createPusherClient } from "./pusher-client.js";

export interface WorkerHarness extends Harness {
  /** The worker's dependencies over the same database, queue prefix and soketi as the app. */
  deps: WorkerDeps;
  /** Starts processors in this process (their BullMQ workers consume the test's own queue prefix). */
  start(...processors: QueueProcessor[]): Promise<void>;
}

/** The harness plus worker dependencies for the same services; `close()` stops started processors first. */
export async function startWorkerHarness(opts: HarnessOptions = {}): Promise<WorkerHarness> {
  const h = await startHarness(opts);
  const deps = createWorkerDeps(h.config);
  const running: { close(): Promise<void> }[] = [];
  return {
    ...h,
    deps,
    async start(...processors) {
      for (const p of processors) running.push(await p.init(deps));
    },
    async close() {
      for (const r of running.reverse()) await r.close();
      await closeWorkerDeps(deps);
      await h.close();
    },
  };
}

/**
 * An SOS / fall as ingest records it: the Alarm row (pending, dedupe key) and an alarm-fanout "raised" job in the
 * same transaction, enqueued after the commit.
 */
export async function raiseAlarm(
  deps: WorkerDeps,
  seniorId: string,
  type: AlarmType = "sos",
  occurredAt = new Date(),
  extra: { lat?: number; lng?: number } = {},
): Promise<string> {
  const { id, ids } = await deps.prisma.$transaction(async (tx) => {
    const alarm = await tx.alarm.create({
      data: { seniorId, type, occurredAt, dedupeKey: `test:${seniorId}:${type}:${occurredAt.toISOString()}`, ...extra },
    });
    const ids = await writeOutbox(tx, [
      { queue: QUEUES.alarmFanout, payload: { alarm_id: alarm.id, reason: "raised" } },
    ]);
    return { id: alarm.id, ids };
  });
  await dispatchOutbox(deps.prisma, deps.queues, ids);
  return id;
}

export interface Received<T> {
  channel: string;
  event: string;
  data: T;
  at: number;
}

export interface Listener {
  client: PusherClient;
  received: Received<unknown>[];
  alarms(): Received<AlarmEvent>[];
  insights(): Received<InsightEvent>[];
  /** Subscribes and resolves once soketi confirmed (rejects on an authorisation error). */
  subscribe(channel: string): Promise<void>;
  /**
   * Resolves once every event soketi accepted before the call, on every channel joined, has reached this client:
   * a barrier event triggered through `realtime` on each channel comes back behind them (one socket, in order).
   * The wait for "nothing more arrives", without guessing how long that takes. Barriers are not recorded.
   */
  caughtUp(realtime: Pick<WorkerDeps["realtime"], "trigger">): Promise<void>;
  close(): void;
}

/** An event name the API never sends: the barrier of Listener.caughtUp. */
const BARRIER_EVENT = "test-barrier";

/**
 * Waits until none of `queues` has a job waiting or running (with `delayed`, none due later either): every job
 * queued before the call has then run to its end, and whatever it published has been triggered.
 */
export async function queuesSettled(
  deps: WorkerDeps,
  queues: readonly QueueName[],
  { delayed = false }: { delayed?: boolean } = {},
): Promise<void> {
  const states: ("waiting" | "active" | "prioritized" | "delayed")[] = ["waiting", "active", "prioritized"];
  if (delayed) states.push("delayed");
  await waitFor(`no job left in ${queues.join(", ")}`, async () => {
    for (const q of queues) {
      const counts = await deps.queues[q].getJobCounts(...states);
      if (Object.values(counts).some((n) => n > 0)) return undefined;
    }
    return true;
  });
}

/**
 * A pusher-js client like the portal's, authorised through GET /api/cognito/pusher/auth with the given token,
 * recording every event of the channels it joins.
 */
export async function listen(
  app: FastifyInstance,
  token: string,
  soketiPort = inject("soketiPort"),
): Promise<Listener> {
  const realtime = inject("realtime");
  const client = createPusherClient({
    key: realtime.key,
    port: soketiPort,
    authorize: async (socketId, channelName) => {
      const q = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
      const res = await app.inject({
        method: "GET",
        url: `/api/cognito/pusher/auth?${q.toString()}`,
        headers: bearer(token),
      });
      if (res.statusCode !== 200) throw new Error(`auth HTTP ${res.statusCode}`);
      return res.json<{ data: { auth: string } }>().data;
    },
  });
  const received: Received<unknown>[] = [];
  const channels: string[] = [];
  const barriers = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    client.connection.bind("connected", () => resolve());
    client.connection.bind("error", (e: unknown) => reject(new Error(`pusher connection error ${JSON.stringify(e)}`)));
  });
  return {
    client,
    received,
    alarms: () => received.filter((r) => r.event === "sos-fall-event") as Received<AlarmEvent>[],
    insights: () => received.filter((r) => r.event !== "sos-fall-event") as Received<InsightEvent>[],
    subscribe(channel) {
      const ch = client.subscribe(channel);
      ch.bind_global((event: string, data: unknown) => {
        if (event === BARRIER_EVENT) barriers.add((data as { id: string }).id);
        else if (!event.startsWith("pusher:")) received.push({ channel, event, data, at: Date.now() });
      });
      return new Promise((resolve, reject) => {
        ch.bind("pusher:subscription_succeeded", () => {
          channels.push(channel);
          resolve();
        });
        ch.bind("pusher:subscription_error", (e: unknown) =>
          reject(new Error(`subscription refused: ${JSON.stringify(e)}`)),
        );
      });
    },
    async caughtUp(realtime) {
      for (const channel of channels) {
        const id = randomUUID();
        await realtime.trigger(channel, BARRIER_EVENT, { id });
        await waitFor(`the barrier on ${channel}`, () => barriers.has(id) || undefined);
      }
    },
    close: () => client.disconnect(),
  };
}

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
    await waitUntil(() => isListening("127.0.0.1", port), "private redis", 10_000);
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
  // Watching this test process (CARE_SUPERVISOR_PID): a run killed before its afterAll leaves no worker behind.
  const child = spawn(process.execPath, nodeArgs("apps/worker/src/main.ts"), {
    cwd: ROOT,
    env: {
      CARE_SUPERVISOR_PID: String(process.pid),
      ...env,
      LOG_LEVEL: env.LOG_LEVEL === "silent" ? "info" : (env.LOG_LEVEL ?? "info"),
    },
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
