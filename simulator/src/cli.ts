// `npm run sim -- <command>`: the device fleet simulator and the testers' tool.
import { parseArgs } from "node:util";
import { createPrisma } from "@care/db";
import { loadConfig } from "@care/infra";
import { createIngestClient } from "./client.js";
import { parseReadingMetric, raiseAlarm, READING_METRICS, sendReading, type CommandContext } from "./commands.js";
import { CliError } from "./fleet.js";
import { demoHistoryLayers } from "./demo-history.js";
import { LITE_DENSITY, LIVE_DENSITY, type Density } from "./model/generate.js";
import { sendAwayTrip } from "./away.js";
import { backfillCommand, liveCommand, offlineCommand, reportOutcome } from "./run.js";

const USAGE = `Usage: npm run sim -- <command> [options]

  live                         stream the fleet through the signed ingestion API (until SIGTERM/Ctrl-C)
      [--speed S]              simulated time runs S× faster (default SIMULATOR_SPEED) …
      [--catch-up H]           … starting H hours back until it reaches now (default 6 when S > 1)
      [--flush S]              seconds between two uploads of one device (default 60)
      [--members 100001,…] [--limit N]
  backfill --days N            N days of history, written in-process through the ingest pipeline
      [--seniors N]            fleet of N seniors: creates synthetic seniors + devices as needed
      [--lite]                 fewer readings per day (HR every 15 min, hourly steps, nightly summaries only)
      [--demo]                 what npm start writes: sparse, denser towards now, the last day in full detail
      [--before D]             the history ends D days ago instead of now
      [--hr-every M] [--sleep-detail minute|summary] [--concurrency K] [--members …]
  sos --member 100123          SOS from the member's watch, now
  fall --member 100123         fall from the member's watch, now
  reading --member 100123 --metric heart_rate --value 185 [--ago MINUTES]
  offline --member 100123 [--minutes M]   watch offline (back online after M minutes)
  away --member 100123 --minutes N        walked away from home over the last N minutes (away now)

Environment: DATABASE_URL, API_URL (default http://127.0.0.1:4000), SIMULATOR_SEED, SIMULATOR_SPEED.
Metrics for 'reading': ${Object.keys(READING_METRICS).join(", ")}.`;

const OPTIONS = {
  member: { type: "string" },
  metric: { type: "string" },
  value: { type: "string" },
  ago: { type: "string" },
  minutes: { type: "string" },
  days: { type: "string" },
  seniors: { type: "string" },
  members: { type: "string" },
  limit: { type: "string" },
  speed: { type: "string" },
  "catch-up": { type: "string" },
  flush: { type: "string" },
  lite: { type: "boolean" },
  demo: { type: "boolean" },
  before: { type: "string" },
  "hr-every": { type: "string" },
  "sleep-detail": { type: "string" },
  concurrency: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

function num(
  values: Values,
  name: keyof Values,
  opts: { min?: number; max?: number; int?: boolean } = {},
): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  const ok =
    typeof raw === "string" &&
    raw.trim() !== "" &&
    Number.isFinite(n) &&
    (!opts.int || Number.isInteger(n)) &&
    n >= (opts.min ?? -Infinity) &&
    n <= (opts.max ?? Infinity);
  if (!ok)
    throw new CliError(
      `--${name} must be a${opts.int ? "n integer" : " number"} in ${opts.min ?? "-∞"}..${opts.max ?? "∞"}, got "${String(raw)}"`,
    );
  return n;
}

function required<T>(v: T | undefined, name: string, cmd: string): T {
  if (v === undefined) throw new CliError(`${cmd} needs --${name}`);
  return v;
}

function members(values: Values): number[] | undefined {
  if (!values.members) return undefined;
  const list = values.members.split(",").map((m) => Number(m.trim()));
  if (list.some((m) => !Number.isInteger(m))) throw new CliError(`--members takes member ids like 100001,100002`);
  return list;
}

function backfillDensity(values: Values): Density {
  const base = values.lite ? LITE_DENSITY : LIVE_DENSITY;
  const detail = values["sleep-detail"];
  if (detail !== undefined && detail !== "minute" && detail !== "summary") {
    throw new CliError(`--sleep-detail is minute or summary, got "${detail}"`);
  }
  return {
    ...base,
    hrEveryMin: num(values, "hr-every", { min: 1, max: 60, int: true }) ?? base.hrEveryMin,
    sleepDetail: detail ?? base.sleepDetail,
  };
}

async function main(argv: string[], signal: AbortSignal): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [cmd, ...extra] = positionals;
  if (values.help || !cmd) {
    console.log(USAGE);
    return cmd || values.help ? 0 : 2;
  }
  if (extra.length > 0) throw new CliError(`Unexpected argument "${extra[0]}"`);
  const config = loadConfig();
  const apiUrl = config.API_URL ?? "http://127.0.0.1:4000";
  const prisma = createPrisma(config.DATABASE_URL, 4);
  const client = createIngestClient(apiUrl);
  const ctx: CommandContext = { prisma, client, seed: config.SIMULATOR_SEED };
  const log = (line: string): void => console.log(line);
  const member = (): number => required(num(values, "member", { min: 1, int: true }), "member", cmd);
  try {
    switch (cmd) {
      case "live":
        return await liveCommand(
          prisma,
          client,
          {
            apiUrl,
            seed: config.SIMULATOR_SEED,
            speed: num(values, "speed", { min: 1, max: 3600 }) ?? config.SIMULATOR_SPEED,
            catchUpHours: num(values, "catch-up", { min: 0, max: 24 * 30 }) ?? 6,
            flushEveryS: num(values, "flush", { min: 1, max: 3600 }) ?? 60,
            density: LIVE_DENSITY,
            members: members(values),
            limit: num(values, "limit", { min: 1, int: true }),
          },
          signal,
          log,
        );
      case "backfill": {
        const days = required(num(values, "days", { min: 1, max: 400, int: true }), "days", cmd);
        const beforeDays = num(values, "before", { min: 0, max: 400, int: true }) ?? 0;
        if (values.demo && (values.lite || values["hr-every"] || values["sleep-detail"])) {
          throw new CliError("--demo sets the densities itself: leave out --lite, --hr-every and --sleep-detail");
        }
        return await backfillCommand(
          prisma,
          {
            databaseUrl: config.DATABASE_URL,
            seed: config.SIMULATOR_SEED,
            days,
            seniors: num(values, "seniors", { min: 1, max: 1_000_000, int: true }),
            members: members(values),
            density: backfillDensity(values),
            layers: values.demo
              ? demoHistoryLayers(days, beforeDays)
              : [{ fromDaysAgo: days + beforeDays, toDaysAgo: beforeDays, density: backfillDensity(values) }],
            concurrency: num(values, "concurrency", { min: 1, max: 8, int: true }) ?? 2,
          },
          signal,
          log,
        );
      }
      case "sos":
      case "fall":
        return reportOutcome(cmd === "sos" ? "SOS" : "Fall", await raiseAlarm(ctx, member(), cmd), log);
      case "reading": {
        const metric = parseReadingMetric(required(values.metric, "metric", cmd));
        const value = required(num(values, "value"), "value", cmd);
        const ago = num(values, "ago", { min: 0, max: 60 * 24 * 365 }) ?? 0;
        return reportOutcome(`Reading ${metric}=${value}`, await sendReading(ctx, member(), metric, value, ago), log);
      }
      case "offline":
        return await offlineCommand(ctx, member(), num(values, "minutes", { min: 0.1, max: 24 * 60 }), signal, log);
      case "away": {
        const minutes = required(num(values, "minutes", { min: 1, max: 24 * 60, int: true }), "minutes", cmd);
        return reportOutcome(`Away for ${minutes} min`, await sendAwayTrip(ctx, member(), minutes), log);
      }
      default:
        throw new CliError(`Unknown command "${cmd}"\n\n${USAGE}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

// SIGTERM (npm start stopping its children) and Ctrl-C end live mode cleanly: buffers are sent, a summary printed.
const controller = new AbortController();
let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    if (stopping) process.exit(130); // a second signal: give up on the graceful stop
    stopping = true;
    controller.abort();
  });
}

main(process.argv.slice(2), controller.signal).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const usage = err instanceof CliError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(usage ? `sim: ${(err as Error).message}` : err);
    process.exit(usage ? 2 : 1);
  },
);
