import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import type PusherClient from "pusher-js";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { CHANNELS, EVENTS, QUEUES, type AlarmEvent, type IngestResult } from "@care/contracts";
import { createRealtime } from "@care/infra";
import { freePort } from "../../../scripts/lib/ports.js";
import { startSoketi } from "../../../scripts/lib/soketi.js";
import { startApiProcess, type ApiProcess } from "../../support/api-process.js";
import { linkedWatches, type LinkedWatch } from "../../support/fixtures.js";
import { waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import { authorizeOverHttp, createPusherClient } from "../../support/pusher-client.js";
import {
  configEnv,
  queuesSettled,
  startWorkerHarness,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";

/**
 * The stack as several replicas (docs/scaling.md "Running as several replicas"): soketi A and B joined by soketi's
 * Redis adapter, API A and B, and two alarm workers, one publishing through soketi A and one through soketi B. A
 * care agent's pusher-js client on soketi B (authorised by API B) and another on soketi A receive each SOS uploaded
 * through API A exactly once, whichever worker publishes it and through whichever soketi.
 */

const SOS_COUNT = 8;
let h: WorkerHarness;
const soketis: ChildProcess[] = [];
const apis: ApiProcess[] = [];
const workers: WorkerProcess[] = [];
const clients: PusherClient[] = [];
const logs: string[] = [];
let soketiPorts: [number, number];
let watches: LinkedWatch[] = [];

beforeAll(async () => {
  // Escalation far away: each SOS is announced once, as raised, during the test.
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "3600" } });
  const realtime = inject("realtime");
  const prefix = `scale${randomBytes(4).toString("hex")}`;
  const redisUrl = h.config.REDIS_URL;
  soketiPorts = [await freePort(), await freePort()];
  for (const port of soketiPorts) {
    soketis.push(
      await startSoketi(
        {
          port,
          clusterPort: await freePort(),
          metricsPort: await freePort(),
          appId: realtime.appId,
          key: realtime.key,
          secret: realtime.secret,
          redis: { url: redisUrl, prefix },
          supervisorPid: process.pid,
        },
        (line) => logs.push(`soketi:${port} ${line}`),
      ),
    );
  }
  const envFor = (soketiPort: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
    configEnv(h.config, { SOKETI_PORT: String(soketiPort), ...extra });
  for (const port of soketiPorts) apis.push(await startApiProcess(envFor(port), (l) => logs.push(`api ${l}`)));
  // Debug level: each worker logs the alarms it published ("alarm published").
  for (const [i, port] of soketiPorts.entries()) {
    const env = envFor(port, { WORKER_ROLE: "alarms", LOG_LEVEL: "debug" });
    workers.push(startWorkerProcess(env, (l) => logs.push(`alarms${i} ${l}`)));
  }
  await Promise.all(workers.map((w) => w.ready));

  watches = await linkedWatches(h.deps.prisma, SOS_COUNT);
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.disconnect();
  for (const w of workers) await w.kill("SIGKILL");
  for (const a of apis) await a.stop();
  for (const s of soketis) s.kill("SIGKILL");
  await h?.close();
});

/** Events of the hop measurement: triggered straight on soketi A, not part of the SOS counts. */
const PROBE = "scale-probe";
const probes = new Map<number, { n: number; at: number }[]>();
/** Barrier events (caughtUp): the ids each client received, by the port of its soketi. */
const BARRIER = "scale-barrier";
const barriers = new Map<number, Set<string>>();

/**
 * Resolves once both clients hold every event either soketi accepted before the call: a barrier triggered through
 * each soketi comes back behind them, locally and through the Redis adapter alike (each path keeps its order).
 */
async function caughtUp(): Promise<void> {
  for (const port of soketiPorts) {
    const id = randomUUID();
    await createRealtime({ ...h.config, SOKETI_PORT: port }).trigger(CHANNELS.sosFall, BARRIER, { id });
    await waitFor(
      `the barrier through soketi ${port} on both clients`,
      () => soketiPorts.every((p) => barriers.get(p)?.has(id)) || undefined,
    );
  }
}

/**
 * An agent's client on the given soketi, authorised by the given API; records each sos-fall-event and its time (and
 * the probes, by soketi port).
 */
async function subscribe(soketiPort: number, api: ApiProcess): Promise<{ event: AlarmEvent; at: number }[]> {
  const client = createPusherClient({
    key: inject("realtime").key,
    port: soketiPort,
    authorize: authorizeOverHttp(api.url, h.token("agent")),
  });
  clients.push(client);
  const received: { event: AlarmEvent; at: number }[] = [];
  const channel = client.subscribe(CHANNELS.sosFall);
  channel.bind(EVENTS.sosFall.sosFallEvent, (event: AlarmEvent) => received.push({ event, at: Date.now() }));
  const probed: { n: number; at: number }[] = [];
  probes.set(soketiPort, probed);
  channel.bind(PROBE, (d: { n: number }) => probed.push({ n: d.n, at: Date.now() }));
  const seen = new Set<string>();
  barriers.set(soketiPort, seen);
  channel.bind(BARRIER, (d: { id: string }) => seen.add(d.id));
  await new Promise<void>((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve());
    channel.bind("pusher:subscription_error", (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
  return received;
}

async function uploadSos(api: ApiProcess, w: { uid: string; secret: string }): Promise<string> {
  const raw = JSON.stringify({ events: [{ type: "sos", ts: new Date(Date.now() - 1000).toISOString() }] });
  const res = await fetch(`${api.url}/api/ingest/watch/events`, {
    method: "POST",
    headers: signedHeaders(w.uid, w.secret, raw),
    body: raw,
  });
  const body = (await res.json()) as { data: IngestResult };
  if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(body)}`);
  const alarm = body.data.alarms.find((a) => a.live);
  if (!alarm) throw new Error(`no live alarm in ${JSON.stringify(body.data)}`);
  return alarm.alarm_id;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

describe("two soketi, two API and two alarm-worker replicas", () => {
  it(
    "delivers an SOS uploaded through API A to clients on soketi B and soketi A exactly once",
    { timeout: 120_000 },
    async () => {
      const [apiA, apiB] = apis as [ApiProcess, ApiProcess];
      const onB = await subscribe(soketiPorts[1], apiB);
      const onA = await subscribe(soketiPorts[0], apiA);
      expect(watches).toHaveLength(SOS_COUNT);

      const sent: { alarmId: string; at: number }[] = [];
      for (const w of watches) {
        const at = Date.now();
        const alarmId = await uploadSos(apiA, w);
        sent.push({ alarmId, at });
        await waitFor(
          "the SOS on soketi B",
          () => onB.some((r) => r.event.alarm_id === alarmId) || undefined,
          15_000,
        ).catch((err: Error) => {
          throw new Error(`${err.message}\n${logs.slice(-30).join("\n")}`);
        });
      }
      // Every claim committed (so the sweeper has nothing left to re-announce), every job run to its end, and both
      // soketis delivered all they accepted: any second announcement would be here now.
      const ids = sent.map((s) => s.alarmId).sort();
      await waitFor(
        "every SOS stamped as announced",
        async () =>
          (await h.deps.prisma.alarm.count({ where: { id: { in: ids }, lastPublishedAt: null } })) === 0 || undefined,
      );
      await queuesSettled(h.deps, [QUEUES.alarmFanout], { delayed: true });
      await caughtUp();

      const seen = (list: { event: AlarmEvent }[]): string[] => list.map((r) => r.event.alarm_id).sort();
      expect(seen(onB)).toEqual(ids);
      expect(seen(onA)).toEqual(ids);
      for (const r of [...onA, ...onB]) expect(r.event).toMatchObject({ status: "sos", alarm_status: "pending" });

      // Figures for docs/scaling.md: upload through API A (request start) to the event on soketi B.
      const latencies = sent
        .map((s) => (onB.find((r) => r.event.alarm_id === s.alarmId)?.at ?? NaN) - s.at)
        .sort((a, b) => a - b);
      // Published once in all: by one worker or the other, through its own soketi.
      const published = [0, 1].map(
        (i) => logs.filter((l) => l.startsWith(`alarms${i} `) && l.includes('"alarm published"')).length,
      );
      expect(published[0]! + published[1]!).toBe(SOS_COUNT);
      console.log(
        `scale-out: ${sent.length} SOS uploaded through API A, published by alarm worker A ${published[0]} / B ` +
          `${published[1]}; received on soketi B ${onB.length}, on soketi A ${onA.length}; upload to soketi B ms: ` +
          `p50 ${percentile(latencies, 50)}, max ${latencies.at(-1)} (${latencies.join(", ")})`,
      );
    },
  );

  it("adds one Redis hop: an event triggered on soketi A reaches soketi B's client", { timeout: 60_000 }, async () => {
    // Sequential triggers through soketi A's HTTP API; the client on A gets each locally, the one on B through Redis.
    const viaA = createRealtime({ ...h.config, SOKETI_PORT: soketiPorts[0] });
    const sentAt: number[] = [];
    for (let n = 0; n < 50; n++) {
      sentAt.push(Date.now());
      await viaA.trigger(CHANNELS.sosFall, PROBE, { n });
      await waitFor(
        "the probe on both replicas",
        () => soketiPorts.every((p) => probes.get(p)?.some((r) => r.n === n)) || undefined,
      );
    }
    const delays = (port: number): number[] =>
      (probes.get(port) ?? []).map((r) => r.at - (sentAt[r.n] ?? NaN)).sort((a, b) => a - b);
    const [local, remote] = [delays(soketiPorts[0]), delays(soketiPorts[1])];
    expect(local).toHaveLength(50);
    expect(remote).toHaveLength(50);
    console.log(
      `scale-out hop: trigger on soketi A to client, ms: on A p50 ${percentile(local, 50)} p95 ` +
        `${percentile(local, 95)}; on B (via Redis) p50 ${percentile(remote, 50)} p95 ${percentile(remote, 95)}`,
    );
  });
});
