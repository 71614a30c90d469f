import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlarmOutcome, Senior } from "@care/db";
import { bearer, startHarness, type Harness } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";

/**
 * Issue 27 item 6: GET /api/supervision/response-times. Alarms with known timestamps in March 2025 (the seed has no
 * alarm then), and the figures worked out by hand below. Times to take and to first call are from received_at.
 *
 * Evergreen Gardens (the facility agent's facility), residents R1 and R2:
 *   #1 R1 watch  taken by the care agent   after  20 s, first call  30 s, real emergency
 *   #2 R1 watch  taken by the care agent   after  50 s, first call  90 s, accidental press        (false)
 *   #3 R2 watch  taken by wellness admin   after  70 s, first call 100 s, cancelled by the wearer (false)
 *   #4 R2 watch  taken by wellness admin   after 200 s, no call,          device fault            (false)
 *   #5 R2 none   never taken, open
 * Canyon Ridge Memory Care, resident O:
 *   #6 O  watch  taken by the care agent   after  10 s, no call,          other
 * An alarm is in the period of its device time (occurred_at, 1 s before receipt here). Outside the period: #7 R1,
 * happened 2 s before `from`; #8 R1, happened at `to` (the end is exclusive).
 *
 * Evergreen Gardens (#1–#5): 5 alarms, 4 taken, 1 untaken; within 60 s: 20, 50 → 2/5 = 40 %; within 180 s: 20, 50,
 * 70 → 3/5 = 60 %. Take times 20, 50, 70, 200: median (50 + 70) / 2 = 60; p90 at rank 0.9 × 3 = 2.7 → 70 + 0.7 × 130
 * = 161. First calls 30, 90, 100: median 90; p90 at rank 1.8 → 90 + 0.8 × 10 = 98. Closed with an outcome 4, false 3
 * → 75 %.
 * Everything (#1–#6): 6 alarms, takes 10, 20, 50, 70, 200: within 60 s 3/6 = 50 %, within 180 s 4/6 = 66.7 %; median
 * 50; p90 at rank 3.6 → 70 + 0.6 × 130 = 148. First calls as above. Outcomes 5, false 3 → 60 %.
 * By care agent (everything): the care agent #1, #2, #6: takes 10, 20, 50 → 100 %, 100 %, median 20, p90 at rank 1.8
 * → 20 + 0.8 × 30 = 44; calls 30, 90 → median 60, p90 30 + 0.9 × 60 = 84; outcomes 3, false 1 → 33.3 %. Wellness
 * admin #3, #4: takes 70, 200 → 0 %, 50 %, median 135, p90 70 + 0.9 × 130 = 187; call 100 → 100, 100; false 2/2 →
 * 100 %. Not taken #5: 0 %, 0 %, untaken 1, no times, no outcome.
 * Per senior and device (Evergreen Gardens): R2's watch 2 alarms, 2 false (100 %); R1's watch 2 alarms, 1 false
 * (50 %); R2 without a device 1 alarm, no outcome (rate null).
 */

let h: Harness;
let gardensId: string;
let canyonId: string;
let r1: Senior;
let r2: Senior;
let o: Senior;
let otherAgentToken: string;
const FROM = "2025-03-01T00:00:00.000Z";
const TO = "2025-04-01T00:00:00.000Z";
const PERIOD = { from: FROM, to: TO };
const BASE = Date.parse("2025-03-10T12:00:00.000Z");

interface Fixture {
  senior: () => Senior;
  device: boolean;
  /** Seconds after receipt, or null. */
  take: number | null;
  taker?: "agent" | "wellness";
  call: number | null;
  outcome: AlarmOutcome | null;
  /** Received at, when not BASE + index hours. */
  receivedAt?: Date;
}

const FIXTURES: Fixture[] = [
  { senior: () => r1, device: true, take: 20, taker: "agent", call: 30, outcome: "real_emergency" },
  { senior: () => r1, device: true, take: 50, taker: "agent", call: 90, outcome: "accidental_press" },
  { senior: () => r2, device: true, take: 70, taker: "wellness", call: 100, outcome: "cancelled_by_wearer" },
  { senior: () => r2, device: true, take: 200, taker: "wellness", call: null, outcome: "device_fault" },
  { senior: () => r2, device: false, take: null, call: null, outcome: null },
  { senior: () => o, device: true, take: 10, taker: "agent", call: null, outcome: "other" },
  {
    senior: () => r1,
    device: true,
    take: 5,
    taker: "agent",
    call: null,
    outcome: "real_emergency",
    receivedAt: new Date(Date.parse(FROM) - 1000),
  },
  // Happened at `to` (received a second later).
  {
    senior: () => r1,
    device: true,
    take: 5,
    taker: "agent",
    call: null,
    outcome: "real_emergency",
    receivedAt: new Date(Date.parse(TO) + 1000),
  },
];

const deviceOf = new Map<string, { id: string; uniqueIdentifier: string }>();

async function watchOf(s: Senior): Promise<{ id: string; uniqueIdentifier: string }> {
  const known = deviceOf.get(s.id);
  if (known) return known;
  const d = await h.prisma.device.findFirstOrThrow({
    where: { type: "watch", assignments: { some: { seniorId: s.id, unlinkedAt: null } } },
    select: { id: true, uniqueIdentifier: true },
  });
  deviceOf.set(s.id, d);
  return d;
}

const plus = (d: Date, s: number): Date => new Date(d.getTime() + s * 1000);

async function seedAlarms(): Promise<void> {
  for (const [i, f] of FIXTURES.entries()) {
    const senior = f.senior();
    const receivedAt = f.receivedAt ?? new Date(BASE + i * 3_600_000);
    const assignedAt = f.take === null ? null : plus(receivedAt, f.take);
    await h.prisma.alarm.create({
      data: {
        seniorId: senior.id,
        deviceId: f.device ? (await watchOf(senior)).id : null,
        type: i % 2 === 0 ? "sos" : "fall",
        status: f.outcome ? "closed" : assignedAt ? "assigned" : "pending",
        occurredAt: plus(receivedAt, -1),
        receivedAt,
        assignedToId: f.taker ? h.user(f.taker).id : null,
        assignedAt,
        timeToAssignMs: f.take === null ? null : f.take * 1000,
        firstCallStartedAt: f.call === null ? null : plus(receivedAt, f.call),
        closedById: f.outcome && f.taker ? h.user(f.taker).id : null,
        closedAt: f.outcome && assignedAt ? plus(assignedAt, 300) : null,
        outcome: f.outcome,
        dedupeKey: `response-times-test:${i}`,
      },
    });
  }
}

const NO_OUTCOMES = {
  real_emergency: 0,
  fall_with_injury: 0,
  fall_without_injury: 0,
  cancelled_by_wearer: 0,
  accidental_press: 0,
  device_fault: 0,
  other: 0,
};

/** Evergreen Gardens' alarms #1–#5. */
const GARDENS = {
  alarms: 5,
  taken: 4,
  untaken: 1,
  within_60_s: 2,
  within_180_s: 3,
  within_60_s_pct: 40,
  within_180_s_pct: 60,
  take_median_s: 60,
  take_p90_s: 161,
  first_calls: 3,
  first_call_median_s: 90,
  first_call_p90_s: 98,
  open: 1,
  with_outcome: 4,
  false_alarms: 3,
  false_alarm_pct: 75,
  outcomes: { ...NO_OUTCOMES, real_emergency: 1, accidental_press: 1, cancelled_by_wearer: 1, device_fault: 1 },
};

/** Canyon Ridge's alarm #6. */
const CANYON = {
  alarms: 1,
  taken: 1,
  untaken: 0,
  within_60_s: 1,
  within_180_s: 1,
  within_60_s_pct: 100,
  within_180_s_pct: 100,
  take_median_s: 10,
  take_p90_s: 10,
  first_calls: 0,
  first_call_median_s: null,
  first_call_p90_s: null,
  open: 0,
  with_outcome: 1,
  false_alarms: 0,
  false_alarm_pct: 0,
  outcomes: { ...NO_OUTCOMES, other: 1 },
};

const name = (role: "agent" | "wellness"): Promise<string> =>
  h.prisma.staffUser
    .findUniqueOrThrow({ where: { id: h.user(role).id } })
    .then((u) => [u.firstName, u.middleName, u.lastName].filter(Boolean).join(" "));

beforeAll(async () => {
  h = await startHarness();
  gardensId = h.user("facility").facilityId!;
  const canyon = await h.prisma.facility.findFirstOrThrow({ where: { name: "Canyon Ridge Memory Care" } });
  canyonId = canyon.id;
  [r1, r2] = (await h.prisma.senior.findMany({
    where: { facilityId: gardensId, deviceAssignments: { some: { unlinkedAt: null, device: { type: "watch" } } } },
    orderBy: { memberId: "asc" },
    take: 2,
  })) as [Senior, Senior];
  o = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId: canyonId, deviceAssignments: { some: { unlinkedAt: null, device: { type: "watch" } } } },
    orderBy: { memberId: "asc" },
  });
  await seedAlarms();
  // A facility agent of Canyon Ridge.
  await h.prisma.staffUser.create({
    data: {
      email: "canyon.agent@test.care",
      firstName: "Canyon",
      lastName: "Agent",
      primaryRole: "FACILITY_AGENT",
      facilityId: canyonId,
      isFirstLogin: false,
    },
  });
  otherAgentToken = (await tokenFor(h.app, "canyon.agent@test.care")).token;
});

afterAll(async () => {
  await h?.close();
});

describe("GET /api/supervision/response-times", () => {
  it("a facility agent: their facility's figures, worked out by hand, and the false alarms per senior and device", async () => {
    const res = await h.as("facility").get("/api/supervision/response-times", PERIOD);
    expect(res.status, res.raw.body).toBe(200);
    const d = res.body.data;
    expect(d.from).toBe(FROM);
    expect(d.to).toBe(TO);
    expect(d.group_by).toBe("facility");
    expect(d.targets).toEqual({ within_60_s_pct: 97.5, within_180_s_pct: 99 });
    expect(d.total).toEqual(GARDENS);
    expect(d.groups).toEqual([{ group_id: gardensId, name: "Evergreen Gardens Assisted Living", ...GARDENS }]);
    const w1 = await watchOf(r1);
    const w2 = await watchOf(r2);
    expect(d.devices).toEqual([
      {
        senior_id: r2.id,
        member_id: r2.memberId,
        senior_name: `${r2.firstName} ${r2.lastName}`,
        device_id: w2.id,
        device_identifier: w2.uniqueIdentifier,
        device_type: "watch",
        alarms: 2,
        with_outcome: 2,
        false_alarms: 2,
        false_alarm_pct: 100,
      },
      {
        senior_id: r1.id,
        member_id: r1.memberId,
        senior_name: `${r1.firstName} ${r1.lastName}`,
        device_id: w1.id,
        device_identifier: w1.uniqueIdentifier,
        device_type: "watch",
        alarms: 2,
        with_outcome: 2,
        false_alarms: 1,
        false_alarm_pct: 50,
      },
      {
        senior_id: r2.id,
        member_id: r2.memberId,
        senior_name: `${r2.firstName} ${r2.lastName}`,
        device_id: null,
        device_identifier: null,
        device_type: null,
        alarms: 1,
        with_outcome: 0,
        false_alarms: 0,
        false_alarm_pct: null,
      },
    ]);
    expect(d.devices_total).toBe(3);
  });

  it("Admin: every facility, by facility", async () => {
    const res = await h.as("admin").get("/api/supervision/response-times", PERIOD);
    expect(res.status, res.raw.body).toBe(200);
    const d = res.body.data;
    expect(d.total).toEqual({
      alarms: 6,
      taken: 5,
      untaken: 1,
      within_60_s: 3,
      within_180_s: 4,
      within_60_s_pct: 50,
      within_180_s_pct: 66.7,
      take_median_s: 50,
      take_p90_s: 148,
      first_calls: 3,
      first_call_median_s: 90,
      first_call_p90_s: 98,
      open: 1,
      with_outcome: 5,
      false_alarms: 3,
      false_alarm_pct: 60,
      outcomes: { ...GARDENS.outcomes, other: 1 },
    });
    expect(d.groups).toEqual([
      { group_id: canyonId, name: "Canyon Ridge Memory Care", ...CANYON },
      { group_id: gardensId, name: "Evergreen Gardens Assisted Living", ...GARDENS },
    ]);
    expect(d.devices_total).toBe(4);
  });

  it("Admin_WellnessServices: by the care agent who took them, the untaken ones last", async () => {
    const res = await h.as("wellness").get("/api/supervision/response-times", { ...PERIOD, group_by: "care_agent" });
    expect(res.status, res.raw.body).toBe(200);
    const groups = res.body.data.groups as { group_id: string | null; name: string }[];
    const agent = {
      group_id: h.user("agent").id,
      name: await name("agent"),
      alarms: 3,
      taken: 3,
      untaken: 0,
      within_60_s: 3,
      within_180_s: 3,
      within_60_s_pct: 100,
      within_180_s_pct: 100,
      take_median_s: 20,
      take_p90_s: 44,
      first_calls: 2,
      first_call_median_s: 60,
      first_call_p90_s: 84,
      open: 0,
      with_outcome: 3,
      false_alarms: 1,
      false_alarm_pct: 33.3,
      outcomes: { ...NO_OUTCOMES, real_emergency: 1, accidental_press: 1, other: 1 },
    };
    const wellness = {
      group_id: h.user("wellness").id,
      name: await name("wellness"),
      alarms: 2,
      taken: 2,
      untaken: 0,
      within_60_s: 0,
      within_180_s: 1,
      within_60_s_pct: 0,
      within_180_s_pct: 50,
      take_median_s: 135,
      take_p90_s: 187,
      first_calls: 1,
      first_call_median_s: 100,
      first_call_p90_s: 100,
      open: 0,
      with_outcome: 2,
      false_alarms: 2,
      false_alarm_pct: 100,
      outcomes: { ...NO_OUTCOMES, cancelled_by_wearer: 1, device_fault: 1 },
    };
    const notTaken = {
      group_id: null,
      name: "Not taken",
      alarms: 1,
      taken: 0,
      untaken: 1,
      within_60_s: 0,
      within_180_s: 0,
      within_60_s_pct: 0,
      within_180_s_pct: 0,
      take_median_s: null,
      take_p90_s: null,
      first_calls: 0,
      first_call_median_s: null,
      first_call_p90_s: null,
      open: 1,
      with_outcome: 0,
      false_alarms: 0,
      false_alarm_pct: null,
      outcomes: NO_OUTCOMES,
    };
    const named = [agent, wellness].sort((a, b) => a.name.localeCompare(b.name));
    expect(groups).toEqual([...named, notTaken]);
  });

  it("Admin: one facility by facility_id; an unknown facility is 404", async () => {
    const res = await h.as("admin").get("/api/supervision/response-times", { ...PERIOD, facility_id: canyonId });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toEqual(CANYON);
    const unknown = await h
      .as("admin")
      .get("/api/supervision/response-times", { ...PERIOD, facility_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });

  it("a facility agent of another facility sees nothing of this one", async () => {
    const res = await h.app.inject({
      method: "GET",
      url: `/api/supervision/response-times?from=${FROM}&to=${TO}`,
      headers: bearer(otherAgentToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<{ data: { total: unknown; groups: unknown[]; devices: { senior_id: string }[] } }>().data;
    expect(d.total).toEqual(CANYON);
    expect(d.groups).toEqual([{ group_id: canyonId, name: "Canyon Ridge Memory Care", ...CANYON }]);
    expect(d.devices.map((x) => x.senior_id)).toEqual([o.id]);
    // Asking for Evergreen Gardens by id: 404, as for a facility that does not exist.
    const other = await h.app.inject({
      method: "GET",
      url: `/api/supervision/response-times?from=${FROM}&to=${TO}&facility_id=${gardensId}`,
      headers: bearer(otherAgentToken),
    });
    expect(other.statusCode).toBe(404);
  });

  it.each(["agent", "bdm", "warehouse"] as const)("%s: 403", async (role) => {
    const res = await h.as(role).get("/api/supervision/response-times", PERIOD);
    expect(res.status).toBe(403);
  });

  it("bad input: 400 naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: TO }, "query.from"],
      [{ from: "yesterday", to: TO }, "query.from"],
      [{ from: TO, to: FROM }, "query.to"],
      [{ from: FROM, to: FROM }, "query.to"],
      [{ from: "2024-01-01T00:00:00Z", to: "2025-01-02T00:00:01Z" }, "query.to"],
      [{ ...PERIOD, group_by: "team" }, "query.group_by"],
      [{ ...PERIOD, facility_id: "not-a-uuid" }, "query.facility_id"],
    ];
    for (const [q, field] of cases) {
      const res = await h.as("admin").get("/api/supervision/response-times", q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(
        (res.body.error?.fields ?? []).map((f) => f.field),
        JSON.stringify(q),
      ).toContain(field);
    }
  });

  it("366 days is the longest period", async () => {
    const res = await h
      .as("admin")
      .get("/api/supervision/response-times", { from: "2024-01-01T00:00:00Z", to: "2025-01-01T00:00:00Z" });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.total.alarms).toBe(0);
    expect(res.body.data.groups).toEqual([]);
  });
});
