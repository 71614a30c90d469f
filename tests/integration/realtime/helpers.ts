import type { FastifyInstance } from "fastify";
import type PusherClient from "pusher-js";
import { inject } from "vitest";
import { QUEUES, type AlarmEvent, type InsightEvent } from "@care/contracts";
import type { AlarmType, PrismaClient } from "@care/db";
import { dispatchOutbox, writeOutbox, type Config } from "@care/infra";
import { buildApp } from "../../../apps/api/src/app.js";
import { closeWorkerDeps, createWorkerDeps, type WorkerDeps } from "../../../apps/worker/src/deps.js";
import type { QueueProcessor } from "../../../apps/worker/src/processor.js";
import { createPusherClient } from "../../support/pusher-client.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";

export const DEMO = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  facility: "facility@demo.care",
  mfa: "mfa@demo.care",
} as const;

export interface Harness {
  env: TestEnv;
  config: Config;
  app: FastifyInstance;
  /** The worker's dependencies over the same database, queue prefix and soketi as the app. */
  deps: WorkerDeps;
  /** Starts processors in this process (their BullMQ workers consume the test's own queue prefix). */
  start(...processors: QueueProcessor[]): Promise<void>;
  close(): Promise<void>;
}

/** An API over a fresh copy of the seeded database, plus worker dependencies for the same services. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const testEnv = await createTestEnv({ env });
  const app = await buildApp({ config: testEnv.config, logger: false });
  await app.ready();
  const deps = createWorkerDeps(testEnv.config);
  const running: { close(): Promise<void> }[] = [];
  return {
    env: testEnv,
    config: testEnv.config,
    app,
    deps,
    async start(...processors) {
      for (const p of processors) running.push(await p.init(deps));
    },
    async close() {
      for (const r of running.reverse()) await r.close();
      await closeWorkerDeps(deps);
      await app.close();
      await testEnv.cleanup();
    },
  };
}

export { tokenFor } from "../../support/tokens.js";

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
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
  close(): void;
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
        if (!event.startsWith("pusher:")) received.push({ channel, event, data, at: Date.now() });
      });
      return new Promise((resolve, reject) => {
        ch.bind("pusher:subscription_succeeded", () => resolve());
        ch.bind("pusher:subscription_error", (e: unknown) =>
          reject(new Error(`subscription refused: ${JSON.stringify(e)}`)),
        );
      });
    },
    close: () => client.disconnect(),
  };
}

/** A seeded senior by member id. */
export async function seniorByMember(
  prisma: PrismaClient,
  memberId: number,
): Promise<{ id: string; accountId: string; facilityId: string | null }> {
  return prisma.senior.findUniqueOrThrow({
    where: { memberId },
    select: { id: true, accountId: true, facilityId: true },
  });
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
