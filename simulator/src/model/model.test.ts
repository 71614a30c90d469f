import { describe, expect, it } from "vitest";
import { METRICS } from "@care/db";
import {
  checkBatch,
  classifyPositions,
  normalizeScale,
  normalizeSleep,
  normalizeWatch,
  type DeviceContext,
} from "@care/ingest";
import { localDay } from "../time.js";
import { generateDay, LITE_DENSITY, LIVE_DENSITY, type DayPayloads } from "./generate.js";
import { createProfile, type SeniorFacts, type SeniorProfile } from "./profile.js";
import { weightTrend } from "./scale.js";
import { planNight } from "./sleep.js";

const HOME = { lat: 42.3601, lng: -71.0589, radiusM: 152 };
const facts = (memberId: number, tz = "America/New_York"): SeniorFacts => ({
  memberId,
  timezone: tz,
  home: HOME,
  weightLbs: null,
});
/** A fixed past day, so the tests do not depend on today's date. */
const DAY = localDay("America/New_York", Date.UTC(2026, 9, 14, 12));
const FLEET: SeniorProfile[] = Array.from({ length: 60 }, (_, i) => createProfile(42, facts(100_001 + i)));

const ctx = (p: SeniorProfile): DeviceContext => ({
  deviceId: "00000000-0000-0000-0000-000000000001",
  deviceType: "watch",
  uniqueIdentifier: "358209111000017",
  seniorId: "00000000-0000-0000-0000-000000000002",
  timezone: p.timezone,
  home: p.home,
  heightM: 1.68,
});

function values(day: DayPayloads, type: string, field: string): number[] {
  return day.watch
    .filter((e) => e.item.type === type)
    .map((e) => (e.item as unknown as Record<string, number>)[field] as number);
}

describe("determinism", () => {
  it("the same seed gives the same readings, whatever was generated before", () => {
    const a = generateDay(createProfile(42, facts(100_123)), DAY, LIVE_DENSITY);
    generateDay(createProfile(42, facts(100_124)), DAY + 3, LIVE_DENSITY); // unrelated work in between
    const b = generateDay(createProfile(42, facts(100_123)), DAY, LIVE_DENSITY);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.watch.length).toBeGreaterThan(1000);
  });

  it("another seed or another member gives other readings", () => {
    const a = JSON.stringify(generateDay(createProfile(42, facts(100_123)), DAY, LIVE_DENSITY).watch.slice(0, 200));
    const b = JSON.stringify(generateDay(createProfile(43, facts(100_123)), DAY, LIVE_DENSITY).watch.slice(0, 200));
    const c = JSON.stringify(generateDay(createProfile(42, facts(100_124)), DAY, LIVE_DENSITY).watch.slice(0, 200));
    expect(b).not.toBe(a);
    expect(c).not.toBe(a);
  });

  it("a thinner backfill density reports a subset of the same heart-rate values", () => {
    const p = createProfile(42, facts(100_200));
    const full = new Map(generateDay(p, DAY, LIVE_DENSITY).watch.map((e) => [`${e.item.type}${e.item.ts}`, e.item]));
    const lite = generateDay(p, DAY, LITE_DENSITY).watch.filter((e) => e.item.type === "heart_rate");
    expect(lite.length).toBeGreaterThan(50);
    for (const e of lite) expect(full.get(`heart_rate${e.item.ts}`)).toEqual(e.item);
  });
});

describe("every generated payload passes the API's own checks", () => {
  it("watch, scale and sleep batches of a week for a dozen seniors", () => {
    for (const p of FLEET.slice(0, 12)) {
      for (let d = DAY; d < DAY + 7; d++) {
        const day = generateDay(p, d, LIVE_DENSITY);
        const now = new Date(Date.UTC(2027, 0, 1));
        for (const n of [
          normalizeWatch(ctx(p), { events: day.watch.map((e) => e.item) }),
          normalizeScale(ctx(p), { measuregrps: day.scale.map((e) => e.item) }),
          normalizeSleep(ctx(p), { series: day.sleep.map((e) => e.item) }),
        ]) {
          expect([...n.errors, ...checkBatch(n.batch, now, 0)]).toEqual([]);
        }
      }
    }
  });
});

describe("ranges the portal's classification relies on", () => {
  const days = FLEET.map((p) => ({ p, day: generateDay(p, DAY, LIVE_DENSITY) }));

  it("heart rate stays physiological; resting levels vary between seniors; some have fast episodes", () => {
    const all = days.flatMap(({ day }) => values(day, "heart_rate", "bpm"));
    expect(Math.min(...all)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...all)).toBeLessThanOrEqual(175);
    expect(all.every((v) => v >= METRICS.heart_rate.min && v <= METRICS.heart_rate.max)).toBe(true);
    const resting = FLEET.map((p) => p.restingHr);
    expect(Math.min(...resting)).toBeLessThan(62);
    expect(Math.max(...resting)).toBeGreaterThan(74);
    expect(FLEET.some((p) => p.tachyEpisodeChance > 0)).toBe(true);
  });

  it("daily steps cover the activity categories (1-5999 moving, >= 6000 good) and are never negative", () => {
    const totals = days.map(({ day }) => values(day, "steps", "count").reduce((a, b) => a + b, 0));
    expect(totals.every((t) => t >= 0)).toBe(true);
    expect(totals.some((t) => t > 0 && t < 6000)).toBe(true);
    expect(totals.some((t) => t >= 6000)).toBe(true);
  });

  it("hydration spans low (<30), fair (30-40) and good (>40)", () => {
    const h = FLEET.map((p) => p.hydrationPct);
    expect(h.some((v) => v < 30)).toBe(true);
    expect(h.some((v) => v >= 30 && v <= 40)).toBe(true);
    expect(h.some((v) => v > 40)).toBe(true);
  });

  it("sleep scores span poor (<60), fair (60-75) and good (>75); phases are codes 0-5, one per minute", () => {
    const nights = FLEET.map((p) => planNight(p, DAY));
    const scores = nights.map((n) => n.score);
    expect(scores.some((s) => s < 60)).toBe(true);
    expect(scores.some((s) => s >= 60 && s <= 75)).toBe(true);
    expect(scores.some((s) => s > 75)).toBe(true);
    for (const n of nights) {
      expect(n.score).toBeGreaterThanOrEqual(0);
      expect(n.score).toBeLessThanOrEqual(100);
      expect((n.end - n.start) / 60_000).toBe(n.phases.length);
      expect([...n.phases].every((c) => c >= 0 && c <= 5)).toBe(true);
      expect([...n.phases].filter((c) => c >= 1 && c <= 3).length).toBe(n.sleepMinutes);
    }
  });

  it("weight changes over a month range from stable to more than 3 lb", () => {
    const changesLb = FLEET.map((p) => Math.abs(weightTrend(p, DAY + 30) - weightTrend(p, DAY)) * 2.2046);
    expect(changesLb.some((c) => c <= 1)).toBe(true);
    expect(changesLb.some((c) => c > 3)).toBe(true);
  });

  it("battery stays within 3-100 % and drains between evening charges", () => {
    const battery = days.flatMap(({ day }) => values(day, "battery", "percent"));
    expect(Math.min(...battery)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...battery)).toBe(100);
  });

  it("trips leave and re-enter the home radius", () => {
    let exits = 0;
    let enters = 0;
    for (const { p, day } of days) {
      const positions = day.watch
        .filter((e) => e.item.type === "location")
        .map((e) => {
          const l = e.item as { ts: string; lat: number; lng: number };
          return { ts: new Date(l.ts), lat: l.lat, lng: l.lng, source: "gps", path: "" };
        });
      const { events } = classifyPositions(positions, p.home, true);
      exits += events.filter((e) => e.alarmType === "exit").length;
      enters += events.filter((e) => e.alarmType === "enter").length;
    }
    expect(exits).toBeGreaterThan(5);
    expect(enters).toBe(exits); // every trip ends at home the same day
  });
});
