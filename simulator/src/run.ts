// The long-running commands (live, backfill, offline with a duration) with their progress output and closing
// summaries. cli.ts parses arguments and dispatches here.
import type { PrismaClient } from "@care/db";
import { runBackfill, type BackfillSummary } from "./backfill.js";
import type { IngestClient, UploadResult } from "./client.js";
import type { CommandContext, CommandOutcome } from "./commands.js";
import { setOnline } from "./commands.js";
import type { HistoryLayer } from "./demo-history.js";
import { CliError, loadFleet } from "./fleet.js";
import { runLive } from "./live.js";
import type { Density } from "./model/generate.js";
import { createProgress, duration, formatStats } from "./progress.js";
import { DAY_MS, floorMinute } from "./time.js";
import { countFleet, ensureFleetSize } from "./synthetic.js";
import { Uploader } from "./uploader.js";

export type Log = (line: string) => void;

/** Resolves once the API answers its health route (npm start launches the API and the simulator together). */
async function waitForApi(apiUrl: string, signal: AbortSignal, log: Log, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let warned = false;
  while (!signal.aborted) {
    try {
      const res = await fetch(`${apiUrl.replace(/\/+$/, "")}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new CliError(`The API at ${apiUrl} did not answer within ${timeoutMs / 1000} s`);
    if (!warned) log(`[sim] waiting for the API at ${apiUrl} …`);
    warned = true;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export interface LiveCommand {
  apiUrl: string;
  seed: number;
  speed: number;
  catchUpHours: number;
  flushEveryS: number;
  density: Density;
  members?: number[];
  limit?: number;
}

export async function liveCommand(
  prisma: PrismaClient,
  client: IngestClient,
  cmd: LiveCommand,
  signal: AbortSignal,
  log: Log,
): Promise<number> {
  await waitForApi(cmd.apiUrl, signal, log);
  const fleet = await loadFleet(prisma, { members: cmd.members, limit: cmd.limit });
  if (fleet.length === 0)
    throw new CliError("No seniors with linked devices: seed the database first (SEED_DEMO=true npm run db:seed)");
  const uploader = new Uploader(client, 6);
  const started = Date.now();
  const catchUp = cmd.speed > 1 ? cmd.catchUpHours * 60 : 0;
  log(
    `[sim] live: ${fleet.length} seniors, speed ×${cmd.speed}` +
      (catchUp ? `, starting ${cmd.catchUpHours} h back and catching up` : "") +
      `, uploads every ${cmd.flushEveryS} s per device → ${cmd.apiUrl}`,
  );
  const bar = createProgress(
    "[sim] live",
    Math.max(1, catchUp),
    "{sim} | {requests} uploads | {stored} readings stored | {late} late | {failed} failed",
    log,
    60_000,
  );
  const simStart = Date.now() - catchUp * 60_000;
  await runLive(fleet, uploader, {
    seed: cmd.seed,
    speed: cmd.speed,
    catchUpHours: cmd.catchUpHours,
    flushEveryS: cmd.flushEveryS,
    density: cmd.density,
    signal,
    onTick: (simNow) => {
      const s = uploader.stats;
      bar.update(Math.min(Math.max(1, catchUp), Math.round((simNow - simStart) / 60_000)), {
        sim: new Date(simNow).toISOString().slice(0, 16).replace("T", " "),
        requests: s.requests,
        stored: s.stored,
        late: s.late,
        failed: s.failed,
      });
    },
  });
  bar.stop();
  log("[sim] stopping: sending what is buffered …");
  const drained = await uploader.drain(10_000);
  log(`[sim] live mode ran ${duration(Date.now() - started)}${drained ? "" : " (some uploads were still pending)"}`);
  for (const line of formatStats(uploader.stats)) log(`[sim]   ${line}`);
  return 0;
}

export interface BackfillCommand {
  databaseUrl: string;
  seed: number;
  days: number;
  seniors?: number;
  members?: number[];
  density: Density;
  /** Stretches at their own densities (`--demo`) instead of `days` at `density`. */
  layers?: HistoryLayer[];
  concurrency: number;
}

export async function backfillCommand(
  prisma: PrismaClient,
  cmd: BackfillCommand,
  signal: AbortSignal,
  log: Log,
): Promise<number> {
  if (cmd.seniors !== undefined) {
    const have = await countFleet(prisma);
    if (have < cmd.seniors) {
      const bar = createProgress("synthetic seniors", cmd.seniors - have, "{value}/{total}", log);
      const created = await ensureFleetSize(prisma, cmd.seniors, cmd.seed, (n) => bar.update(n));
      bar.stop();
      log(`created ${created} synthetic seniors with watch, scale, sleep mat and hub (fleet: ${cmd.seniors})`);
    }
  }
  const fleet = await loadFleet(prisma, { members: cmd.members, limit: cmd.seniors });
  if (fleet.length === 0)
    throw new CliError("No seniors with linked devices: seed the database first (SEED_DEMO=true npm run db:seed)");
  const started = Date.now();
  // One instant for every layer, so that they meet exactly.
  const now = floorMinute(Date.now());
  const layers = cmd.layers ?? [{ fromDaysAgo: cmd.days, toDaysAgo: 0, density: cmd.density }];
  const total = layers.reduce((n, l) => n + fleet.length * (l.fromDaysAgo - l.toDaysAgo + 1), 0);
  for (const l of layers) {
    log(
      `backfill: ${fleet.length} seniors, ${l.fromDaysAgo}→${l.toDaysAgo} days ago, HR every ${l.density.hrEveryMin} min, sleep ${l.density.sleepDetail}`,
    );
  }
  const bar = createProgress(
    "backfill",
    total,
    "{percentage}% | {value}/{total} senior-days | {rows} readings | {rate}/s",
    log,
    15_000,
  );
  let doneBefore = 0;
  let rowsBefore = 0;
  const parts: BackfillSummary[] = [];
  for (const l of layers) {
    if (signal.aborted) break;
    const part = await runBackfill(fleet, {
      databaseUrl: cmd.databaseUrl,
      seed: cmd.seed,
      days: l.fromDaysAgo - l.toDaysAgo,
      until: new Date(now - l.toDaysAgo * DAY_MS),
      density: l.density,
      concurrency: cmd.concurrency,
      batchRows: 40_000,
      signal,
      onProgress: (done, rows) =>
        bar.update(Math.min(doneBefore + done, total), {
          rows: rowsBefore + rows,
          rate: Math.round((rowsBefore + rows) / Math.max(0.001, (Date.now() - started) / 1000)),
          percentage: Math.round((100 * (doneBefore + done)) / total),
        }),
    });
    parts.push(part);
    doneBefore += fleet.length * (l.fromDaysAgo - l.toDaysAgo + 1);
    rowsBefore += part.readingsStored;
  }
  bar.stop();
  const summary = combine(parts);
  const secs = (Date.now() - started) / 1000;
  log(`backfill ${signal.aborted ? "interrupted" : "done"} in ${duration(Date.now() - started)}`);
  log(`  seniors: ${summary.seniors}, ${summary.from.toISOString()} → ${summary.to.toISOString()}`);
  log(
    `  readings generated: ${summary.readingsGenerated}, stored: ${summary.readingsStored} (${Math.round(summary.readingsStored / secs)}/s)`,
  );
  log(`  already present: ${summary.readingsGenerated - summary.readingsStored}`);
  log(`  location events: ${summary.locationEvents}, sleep sessions: ${summary.sleepSessions}`);
  return signal.aborted ? 130 : 0;
}

/** The layers of one backfill as one: the first layer's start to the last one's end, the counts added up. */
function combine(parts: BackfillSummary[]): BackfillSummary {
  const first = parts[0];
  const last = parts.at(-1);
  const sum = (k: "readingsGenerated" | "readingsStored" | "locationEvents" | "sleepSessions"): number =>
    parts.reduce((n, p) => n + p[k], 0);
  return {
    seniors: first?.seniors ?? 0,
    from: first?.from ?? new Date(),
    to: last?.to ?? new Date(),
    readingsGenerated: sum("readingsGenerated"),
    readingsStored: sum("readingsStored"),
    locationEvents: sum("locationEvents"),
    sleepSessions: sum("sleepSessions"),
  };
}

/** Prints the answer of a one-shot command; returns the exit code (1 when the API refused). */
export function reportOutcome(what: string, o: CommandOutcome, log: Log): number {
  log(`${what} for member ${o.member} (${o.senior}) via ${o.device}`);
  log(describe(o.result));
  return o.result.ok ? 0 : 1;
}

function describe(r: UploadResult): string {
  if (!r.ok) {
    const fields = r.fields.map((f) => `\n    ${f.field}: ${f.reason}`).join("");
    return `  → refused (${r.status || "API unreachable"}): ${r.message}${fields}`;
  }
  const d = r.data;
  if (!d) return `  → ${r.status} ${r.message}`;
  const alarms = d.alarms.map(
    (a) =>
      `\n  alarm ${a.alarm_id}: ${a.type}, ${a.created ? "created" : "already known (retry)"}, ` +
      `${a.live ? "published live" : "published live, marked late (received after the late window)"}`,
  );
  return `  → ${r.status} ${r.message}: ${d.stored} stored, ${d.duplicates} already stored, ${d.late} late${alarms.join("")}`;
}

/** Takes the watch offline; with minutes, brings it back online after that long (or at Ctrl-C). */
export async function offlineCommand(
  ctx: CommandContext,
  member: number,
  minutes: number | undefined,
  signal: AbortSignal,
  log: Log,
): Promise<number> {
  const off = await setOnline(ctx, member, false);
  const code = reportOutcome("Watch offline", off, log);
  if (code !== 0 || minutes === undefined) return code;
  const bar = createProgress("offline", minutes * 60, "{value}/{total} s", log, 60_000);
  const until = Date.now() + minutes * 60_000;
  while (!signal.aborted && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    bar.update(Math.min(minutes * 60, Math.round((minutes * 60_000 - (until - Date.now())) / 1000)));
  }
  bar.stop();
  if (signal.aborted) log("interrupted: ending the outage early");
  return reportOutcome("Watch back online", await setOnline(ctx, member, true), log);
}
