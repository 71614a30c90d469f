// Live mode: a simulated clock walks through each senior's generated days and streams what happens through the
// signed HTTP API, batching per device. At speed 1 the clock is the wall clock. At speed S > 1 it starts
// `catchUpHours` in the past and runs S times faster until it reaches now, then continues in real time, so
// device times never lie in the future (the API would refuse them) and readings older than the late window
// arrive flagged late, like a device uploading its buffer.
import type { MeasureGroup, SleepSeries, WatchEvent } from "@care/contracts";
import type { DeviceKind, SimDevice, SimSenior } from "./fleet.js";
import { generateDay, type DayPayloads, type Density, type Timed } from "./model/generate.js";
import { createProfile, type SeniorProfile } from "./model/profile.js";
import { localDay, MINUTE_MS } from "./time.js";
import type { Uploader } from "./uploader.js";

export interface LiveOptions {
  seed: number;
  speed: number;
  catchUpHours: number;
  /** Real seconds between two uploads of one device (per-device batching). */
  flushEveryS: number;
  density: Density;
  signal: AbortSignal;
  /** Called about once a second with the simulated time. */
  onTick?: (simNow: number, realNow: number) => void;
}

type Item = Timed<WatchEvent> | Timed<MeasureGroup> | Timed<SleepSeries> | Timed<{ ts: string }>;

interface DeviceQueue {
  kind: DeviceKind;
  device: SimDevice;
  items: Item[];
  lastFlush: number;
}

interface SeniorState {
  senior: SimSenior;
  profile: SeniorProfile;
  days: Map<number, DayPayloads>;
  queues: DeviceQueue[];
}

const MAX_BATCH = 2000;
const HUB_EVERY_MS = 5 * MINUTE_MS;
const TICK_MS = 1000;

function dayOf(s: SeniorState, day: number, density: Density): DayPayloads {
  let d = s.days.get(day);
  if (!d) {
    d = generateDay(s.profile, day, density);
    s.days.set(day, d);
    for (const k of s.days.keys()) if (k < day - 1) s.days.delete(k);
  }
  return d;
}

/** Items of every day overlapping (from, to], per device kind. */
function itemsBetween(s: SeniorState, from: number, to: number, density: Density): Record<DeviceKind, Item[]> {
  const out: Record<DeviceKind, Item[]> = { watch: [], scale: [], sleep: [], hub: [] };
  for (let day = localDay(s.senior.timezone, from); day <= localDay(s.senior.timezone, to); day++) {
    const d = dayOf(s, day, density);
    const pick = <T>(list: Timed<T>[]): Timed<T>[] => list.filter((x) => x.t > from && x.t <= to);
    out.watch.push(...pick(d.watch));
    out.scale.push(...pick(d.scale));
    out.sleep.push(...pick(d.sleep));
  }
  for (let t = Math.floor(from / HUB_EVERY_MS + 1) * HUB_EVERY_MS; t <= to; t += HUB_EVERY_MS) {
    out.hub.push({ t, item: { ts: new Date(t).toISOString() } });
  }
  return out;
}

/** True while the watch is in one of its connectivity outages: it keeps measuring and uploads afterwards. */
function inOutage(s: SeniorState, simNow: number): boolean {
  for (const d of s.days.values()) if (d.outage && simNow >= d.outage.start && simNow < d.outage.end) return true;
  return false;
}

function payloadOf(q: DeviceQueue, items: Item[]): unknown {
  switch (q.kind) {
    case "watch":
      return { events: items.map((i) => i.item) };
    case "scale":
      return { measuregrps: items.map((i) => i.item) };
    case "sleep":
      return { series: items.map((i) => i.item) };
    case "hub":
      return (items.at(-1) as Item).item; // only the latest heartbeat matters
  }
}

function flush(q: DeviceQueue, uploader: Uploader, realNow: number): void {
  q.lastFlush = realNow;
  // A night expands to ~1000 readings; keep sleep uploads well under the API's 5000.
  const size = q.kind === "sleep" ? 3 : MAX_BATCH;
  while (q.items.length > 0) {
    const batch = q.items.splice(0, size);
    void uploader.send(q.kind, q.device, payloadOf(q, batch));
  }
}

/** Sleeps, or returns at once when the signal fires (the listener is removed either way). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

export async function runLive(fleet: SimSenior[], uploader: Uploader, opts: LiveOptions): Promise<number> {
  const realStart = Date.now();
  const simStart = opts.speed > 1 ? realStart - opts.catchUpHours * 3_600_000 : realStart;
  const states: SeniorState[] = fleet.map((senior, i) => ({
    senior,
    profile: createProfile(opts.seed, senior),
    days: new Map(),
    queues: (["watch", "scale", "sleep", "hub"] as const).flatMap((kind) => {
      const device = senior.devices[kind];
      // Staggered so 300 watches do not all upload in the same second.
      const stagger = ((i * 7919) % (opts.flushEveryS * 1000)) | 0;
      return device ? [{ kind, device, items: [] as Item[], lastFlush: realStart - stagger }] : [];
    }),
  }));
  // A fresh start reports every watch online (the vendor's view when the fleet connects).
  for (const s of states) {
    const watch = s.queues.find((q) => q.kind === "watch");
    watch?.items.push({ t: simStart, item: { type: "status", ts: new Date(simStart).toISOString(), online: true } });
  }

  let simNow = simStart;
  while (!opts.signal.aborted) {
    const realNow = Date.now();
    const target = Math.min(realNow, simStart + (realNow - realStart) * opts.speed);
    for (const s of states) {
      const fresh = itemsBetween(s, simNow, target, opts.density);
      const holding = inOutage(s, target);
      for (const q of s.queues) {
        q.items.push(...fresh[q.kind]);
        if (q.items.length === 0) continue;
        // The vendor reports connectivity changes at once; the watch's data waits for the end of an outage.
        const status = q.kind === "watch" && fresh.watch.some((x) => (x.item as WatchEvent).type === "status");
        if (q.kind === "watch" && holding && !status) continue;
        if (status || q.items.length >= MAX_BATCH || realNow - q.lastFlush >= opts.flushEveryS * 1000) {
          flush(q, uploader, realNow);
        }
      }
    }
    simNow = target;
    opts.onTick?.(simNow, realNow);
    await pause(TICK_MS, opts.signal);
  }
  // Stopping: hand over whatever is buffered (an outage in progress is cut short).
  for (const s of states) for (const q of s.queues) if (q.items.length > 0) flush(q, uploader, Date.now());
  return simNow;
}
