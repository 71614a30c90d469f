import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DashboardDataSchema, DASHBOARD_PAGE_SIZE, nsToMs } from "@care/contracts";
import { LB_PER_KG } from "@care/db";
import { localParts, startOfDay } from "@care/time";
import { ns, putAlarm, putNight, putReadings, seniorByMember } from "../../support/fixtures.js";
import { data, type DemoRole, type Harness, startHarness } from "../../support/harness.js";

const URL = "/api/measurement/dashboard";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Cards = ReturnType<typeof DashboardDataSchema.parse>["dashboard"];

async function allPages(who: DemoRole, query: Record<string, string> = {}): Promise<Cards[string][]> {
  const out: Cards[string][] = [];
  let key: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = data(await h.as(who).get(URL, { ...query, last_evaluated_key: key }), DashboardDataSchema);
    out.push(...Object.values(page.dashboard));
    if (page.LastEvaluatedKey === null) return out;
    key = page.LastEvaluatedKey;
  }
  throw new Error("too many pages");
}

describe("care dashboard: shape, paging and scope", () => {
  it("pages every active senior 20 at a time in name order for an admin", async () => {
    const first = data(await h.as("admin").get(URL), DashboardDataSchema);
    expect(Object.keys(first.dashboard)).toHaveLength(DASHBOARD_PAGE_SIZE);
    expect(first.LastEvaluatedKey).toEqual(expect.any(String));
    const cards = await allPages("admin");
    const active = await h.prisma.senior.count({ where: { isActive: true } });
    expect(cards).toHaveLength(active);
    expect(new Set(cards.map((c) => c.seniorId)).size).toBe(active);
    const names = cards.map((c) => `${c.name.last_name}\u0000${c.name.first_name}`);
    expect(names).toEqual([...names].sort());
    const card = cards[0];
    expect(card?.location.timezone).toEqual(expect.any(String));
    expect(card?.risk_category).toBe("none");
    expect(card?.alerts).toEqual({ sos: 0, falls: 0 });
  });

  it("reverses the order with ascending=false", async () => {
    const asc = Object.values(data(await h.as("admin").get(URL), DashboardDataSchema).dashboard);
    const desc = Object.values(
      data(await h.as("admin").get(URL, { ascending: "false" }), DashboardDataSchema).dashboard,
    );
    expect(desc[0]?.name.last_name.localeCompare(asc[0]?.name.last_name ?? "")).toBeGreaterThanOrEqual(0);
    expect(desc.map((c) => c.seniorId)).not.toEqual(asc.map((c) => c.seniorId));
  });

  it("shows a care agent their assigned seniors by default, everybody with assigned_to=all", async () => {
    const mine = await allPages("agent");
    expect(mine).toHaveLength(40);
    for (const c of mine) {
      expect(c.member_id).toBeGreaterThanOrEqual(100001);
      expect(c.member_id).toBeLessThanOrEqual(100040);
    }
    const own = await allPages("agent", { assigned_to: h.user("agent").id });
    expect(own).toHaveLength(40);
    const everybody = await allPages("agent", { assigned_to: "all" });
    expect(everybody.length).toBeGreaterThan(40);
    // Another agent's list, as a filter.
    const other = await allPages("agent", { assigned_to: h.user("mfa").id });
    expect(other.map((c) => c.member_id).every((m) => m >= 100281 && m <= 100298)).toBe(true);
  });

  it("keeps a facility agent inside their facility, whatever facility_id they send", async () => {
    const cards = await allPages("facility");
    expect(cards.length).toBeGreaterThan(0);
    const seniors = await h.prisma.senior.findMany({ where: { id: { in: cards.map((c) => c.seniorId) } } });
    expect(seniors.every((s) => s.facilityId === h.user("facility").facilityId)).toBe(true);
    const other = await h.prisma.facility.findFirstOrThrow({
      where: { id: { not: h.user("facility").facilityId ?? "" } },
    });
    expect(await allPages("facility", { facility_id: other.id })).toHaveLength(0);
  });

  it("filters by facility type for an admin", async () => {
    const cards = await allPages("admin", { facility_type: "memory_care" });
    const seniors = await h.prisma.senior.findMany({
      where: { id: { in: cards.map((c) => c.seniorId) } },
      include: { facility: true },
    });
    expect(seniors.length).toBeGreaterThan(0);
    expect(seniors.every((s) => s.facility?.facilityType === "memory_care")).toBe(true);
  });

  it("refuses roles outside the care dashboard with 403", async () => {
    expect((await h.as("warehouse").get(URL)).status).toBe(403);
    expect((await h.as("bdm").get(URL)).status).toBe(403);
    expect((await h.as("wellness").get(URL)).status).toBe(200);
  });
});

describe("care dashboard: search", () => {
  const search = (items: unknown): string => JSON.stringify(items);

  it("finds by name words, trimmed and collapsed, case-insensitively", async () => {
    const s = await seniorByMember(h.prisma, 100007);
    const q = `  ${s.firstName.toLowerCase()}    ${s.lastName.toUpperCase()} `;
    const cards = await allPages("admin", { search_query: search([{ type: "name", value: q }]) });
    expect(cards.map((c) => c.seniorId)).toContain(s.id);
    for (const c of cards) {
      expect(`${c.name.first_name} ${c.name.last_name}`.toLowerCase()).toContain(s.lastName.toLowerCase());
    }
  });

  it("finds by member id prefix", async () => {
    const cards = await allPages("admin", { search_query: search([{ type: "member_id", value: "10001" }]) });
    expect(cards.map((c) => c.member_id).sort()).toEqual(Array.from({ length: 10 }, (_, i) => 100010 + i));
    const exact = await allPages("admin", { search_query: search([{ type: "member_id", value: "100007" }]) });
    expect(exact.map((c) => c.member_id)).toEqual([100007]);
  });

  it("treats an empty value as no filter", async () => {
    const cards = await allPages("agent", { search_query: search([{ type: "name", value: "   " }]) });
    expect(cards).toHaveLength(40);
  });

  it.each([
    ["a name shorter than 3 characters", [{ type: "name", value: "ab" }]],
    ["a name with symbols", [{ type: "name", value: "<script>" }]],
    ["a member id with letters", [{ type: "member_id", value: "10a" }]],
    ["a member id longer than 6 digits", [{ type: "member_id", value: "1000011" }]],
    ["an unknown search type", [{ type: "email", value: "x@y.z" }]],
    ["not JSON", "name=abc"],
  ])("answers 400 for %s", async (_label, items) => {
    const res = await h.as("admin").get(URL, { search_query: typeof items === "string" ? items : search(items) });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("VALIDATION");
  });

  it("answers 400 for a cursor it did not issue and for bad periods", async () => {
    expect((await h.as("admin").get(URL, { last_evaluated_key: "bm9wZQ" })).status).toBe(400);
    expect((await h.as("admin").get(URL, { start_time: "12x" })).status).toBe(400);
    expect((await h.as("admin").get(URL, { start_time: ns(Date.now()), end_time: ns(Date.now() - DAY) })).status).toBe(
      400,
    );
    expect((await h.as("admin").get(URL, { timezone: "Mars/Olympus" })).status).toBe(400);
  });
});

describe("care dashboard: periods", () => {
  it.each([
    ["day", "America/New_York"],
    ["week", "America/Los_Angeles"],
    ["month", "Asia/Kolkata"],
  ] as const)("starts the %s at local midnight in %s (weeks on Monday) and runs until now", async (period, tz) => {
    const before = Date.now();
    const page = data(await h.as("agent").get(URL, { period, timezone: tz }), DashboardDataSchema);
    const start = nsToMs(page.start_time);
    const p = localParts(start, tz);
    expect([p.hour, p.minute, p.second]).toEqual([0, 0, 0]);
    if (period === "week") expect(p.isoWeekday).toBe(1);
    if (period === "month") expect(p.day).toBe(1);
    expect(nsToMs(page.end_time)).toBeGreaterThanOrEqual(before);
    expect(before - start).toBeLessThan(
      period === "day" ? DAY + HOUR : period === "week" ? 7 * DAY + HOUR : 31 * DAY + HOUR,
    );
  });
});

describe("care dashboard: cards from rollups", () => {
  it("fills the device metrics, categories and risk of a senior", async () => {
    const s = await seniorByMember(h.prisma, 100003);
    const tz = s.timezone;
    const day = startOfDay(Date.now() - 3 * DAY, tz);
    const at = (hours: number): Date => new Date(day + hours * HOUR);
    await putReadings(h.prisma, s, "heart_rate", [
      [at(8), 70],
      [at(12), 75],
      [at(20), 72],
    ]);
    await putReadings(h.prisma, s, "steps", [
      [at(9), 3000],
      [at(15), 4000],
    ]);
    // 150 lbs the day before, 154.5 lbs that day: a gain of more than 3 lbs.
    await putReadings(h.prisma, s, "weight", [
      [new Date(day - 10 * HOUR), 150 / LB_PER_KG],
      [at(7), 154.5 / LB_PER_KG],
    ]);
    await putReadings(h.prisma, s, "hydration", [
      [at(7), 35],
      [at(19), 37],
    ]);
    await putNight(h.prisma, s, { start: at(-2), end: at(6), score: 70, interruptions: 3, totalSleepSeconds: 25_000 });

    const page = data(
      await h.as("agent").get(URL, {
        start_time: ns(day),
        end_time: ns(day + DAY),
        timezone: tz,
        search_query: JSON.stringify([{ type: "member_id", value: "100003" }]),
      }),
      DashboardDataSchema,
    );
    const card = page.dashboard[s.id];
    expect(card?.devices.watch).toMatchObject({ heart_rate: 72, step_count: 7000, steps_category: "good" });
    expect(["normal", "elevated", "low_or_high"]).toContain(card?.devices.watch.heart_category);
    expect(card?.devices.scale).toEqual({
      avg_weight: 154.5,
      weight_category: "increase",
      avg_hydration: 36,
      hydration_category: "fair",
    });
    expect(card?.devices.sleep_mat).toEqual({
      avg_sleep_score: 70,
      sleep_category: "fair",
      interruptions: 3,
      avg_total_sleep_time: 25_000,
    });
    expect(card?.risk_category).toBe("high");
    expect(card?.alerts).toEqual({ sos: 0, falls: 0 });
  });

  it("counts SOS and falls of the period only and marks the card high", async () => {
    const s = await seniorByMember(h.prisma, 100004);
    const start = startOfDay(Date.now() - 5 * DAY, s.timezone);
    await putAlarm(h.prisma, s.id, "fall", new Date(start + 2 * HOUR));
    await putAlarm(h.prisma, s.id, "sos", new Date(start + 3 * HOUR));
    await putAlarm(h.prisma, s.id, "sos", new Date(start - HOUR));
    const page = data(
      await h.as("admin").get(URL, {
        start_time: ns(start),
        end_time: ns(start + DAY),
        search_query: JSON.stringify([{ type: "member_id", value: "100004" }]),
      }),
      DashboardDataSchema,
    );
    expect(page.dashboard[s.id]?.alerts).toEqual({ sos: 1, falls: 1 });
    expect(page.dashboard[s.id]?.risk_category).toBe("high");
  });

  it("reads today so far (period=day until now) from today's daily bucket", async () => {
    const s = await seniorByMember(h.prisma, 100010);
    const now = Date.now();
    await putReadings(h.prisma, s, "hydration", [
      [startOfDay(now, s.timezone) - HOUR, 10], // yesterday
      [now - 1000, 45],
    ]);
    const page = data(
      await h.as("admin").get(URL, {
        period: "day",
        timezone: s.timezone,
        search_query: JSON.stringify([{ type: "member_id", value: "100010" }]),
      }),
      DashboardDataSchema,
    );
    expect(page.dashboard[s.id]?.devices.scale.avg_hydration).toBe(45);
  });

  it("aggregates whole days from daily rollups and the edges from hourly ones when the caller's zone differs", async () => {
    const s = await seniorByMember(h.prisma, 100006);
    expect(s.timezone).not.toBe("Asia/Tokyo");
    const start = startOfDay(Date.now() - 6 * DAY, "Asia/Tokyo");
    const end = start + 3 * DAY;
    await putReadings(h.prisma, s, "hydration", [
      [start - 30 * 60_000, 10], // before the period
      [start + 30 * 60_000, 40], // first partial day (hourly rows)
      [start + 26 * HOUR, 50], // a whole day of the senior (daily rows)
      [end - 30 * 60_000, 60], // last partial day (hourly rows)
      [end + 30 * 60_000, 90], // after the period
    ]);
    const page = data(
      await h.as("admin").get(URL, {
        start_time: ns(start),
        end_time: ns(end),
        timezone: "Asia/Tokyo",
        search_query: JSON.stringify([{ type: "member_id", value: "100006" }]),
      }),
      DashboardDataSchema,
    );
    expect(page.dashboard[s.id]?.devices.scale.avg_hydration).toBe(50);
    expect(page.dashboard[s.id]?.devices.scale.hydration_category).toBe("good");
    expect(page.dashboard[s.id]?.risk_category).toBe("stable");
  });
});
