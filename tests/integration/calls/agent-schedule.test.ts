import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { bearer, startHarness, type Harness } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";

// /portal-admin/agent-schedule's route: each coach's calls of one day. Calls are written straight into the table on
// fixed days (one long past, one far ahead) so done / missed / upcoming never depend on when the test runs.
const ROUTE = "/api/supervision/admin/agent-schedule";
const NY = "America/New_York";
const PAST_DAY = "2026-03-10";
const FUTURE_DAY = "2031-06-02";

describe("GET /api/supervision/admin/agent-schedule", () => {
  let h: Harness;
  let senior: Senior;
  let agentId: string;

  const book = async (start: string, minutes: number, status: "not_started" | "completed" | "cancelled" | "deleted") =>
    h.prisma.callSchedule.create({
      data: {
        seniorId: senior.id,
        calleeId: senior.id,
        careAgentId: agentId,
        startTime: new Date(start),
        endTime: new Date(new Date(start).getTime() + minutes * 60_000),
        durationMinutes: minutes,
        reason: "senior_check_in",
        status,
        assignmentStatus: status === "completed" ? "completed" : "pending",
      },
    });

  beforeAll(async () => {
    h = await startHarness();
    agentId = h.user("agent").id;
    senior = await h.prisma.senior.findFirstOrThrow({
      where: { careAgentAssignments: { some: { staffUserId: agentId, unassignedAt: null } } },
      orderBy: { memberId: "asc" },
    });
    // 2026-03-10 in New York is UTC-4 (daylight time began 03-08): the day runs 04:00Z to 04:00Z next day.
    await book("2026-03-10T13:00:00Z", 30, "completed"); // 09:00 local: done
    await book("2026-03-10T15:00:00Z", 15, "not_started"); // 11:00: never started, over: missed
    await book("2026-03-10T17:00:00Z", 15, "cancelled"); // 13:00: cancelled
    await book("2026-03-10T18:00:00Z", 15, "deleted"); // left out
    await book("2026-03-10T03:30:00Z", 15, "completed"); // 23:30 the day before: another day
    await book("2026-03-11T03:45:00Z", 10, "not_started"); // 23:45 local, still 03-10: missed
    await book("2031-06-02T14:00:00Z", 20, "not_started"); // upcoming
  });
  afterAll(async () => {
    await h?.close();
  });

  it("answers one coach's day in the admin's zone, soonest first, with the outcome of each call", async () => {
    const res = await h.as("admin").get(ROUTE, { date: PAST_DAY, timezone: NY, careagent_id: agentId });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, next_offset: -1 });
    const [coach] = res.body.data.items;
    expect(coach).toMatchObject({
      careagent_id: agentId,
      fullName: "Casey Rivera",
      email: "agent@demo.care",
      is_active: true,
      counts: { done: 1, missed: 2, upcoming: 0, in_progress: 0, cancelled: 1 },
    });
    expect(
      coach.calls.map((c: { start_time: string; outcome: string; call_status: string }) => [
        c.start_time,
        c.call_status,
        c.outcome,
      ]),
    ).toEqual([
      ["2026-03-10T13:00:00.000Z", "completed", "done"],
      ["2026-03-10T15:00:00.000Z", "not_started", "missed"],
      ["2026-03-10T17:00:00.000Z", "cancelled", "cancelled"],
      ["2026-03-11T03:45:00.000Z", "not_started", "missed"],
    ]);
    expect(coach.calls[0]).toMatchObject({
      senior_id: senior.id,
      account_id: senior.accountId,
      callee_type: "senior",
      duration: 30,
      call_reason: "Senior Check-in",
    });
  });

  it("reads the day in the zone asked: in UTC the 23:30 call of the day before belongs to 03-10", async () => {
    const res = await h.as("admin").get(ROUTE, { date: PAST_DAY, timezone: "UTC", careagent_id: agentId });
    expect(res.body.data.items[0].calls.map((c: { start_time: string }) => c.start_time)).toEqual([
      "2026-03-10T03:30:00.000Z",
      "2026-03-10T13:00:00.000Z",
      "2026-03-10T15:00:00.000Z",
      "2026-03-10T17:00:00.000Z",
    ]);
  });

  it("marks a future call upcoming", async () => {
    const res = await h.as("wellness").get(ROUTE, { date: FUTURE_DAY, timezone: NY, careagent_id: agentId });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.items[0].counts).toEqual({ done: 0, missed: 0, upcoming: 1, in_progress: 0, cancelled: 0 });
    expect(res.body.data.items[0].calls[0]).toMatchObject({
      start_time: "2031-06-02T14:00:00.000Z",
      outcome: "upcoming",
    });
  });

  it("lists every active coach by name, with or without calls, in pages", async () => {
    const expected = await h.prisma.staffUser.findMany({
      where: { isActive: true, OR: [{ primaryRole: "CareAgent" }, { secondaryRoles: { has: "CareAgent" } }] },
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(2);
    const seen: string[] = [];
    let offset = 0;
    while (offset !== -1) {
      const res = await h.as("admin").get(ROUTE, { date: PAST_DAY, timezone: NY, offset, limit: 2 });
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.total).toBe(expected.length);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.items.map((c: { careagent_id: string }) => c.careagent_id));
      offset = res.body.data.next_offset;
    }
    expect(seen).toEqual(expected.map((e) => e.id));
  });

  it("keeps a disabled coach on the day they still have calls, and only then", async () => {
    await h.prisma.staffUser.update({ where: { id: agentId }, data: { isActive: false } });
    try {
      const withCalls = await h.as("admin").get(ROUTE, { date: PAST_DAY, timezone: NY, careagent_id: agentId });
      expect(withCalls.body.data.items).toHaveLength(1);
      expect(withCalls.body.data.items[0].is_active).toBe(false);
      const without = await h.as("admin").get(ROUTE, { date: "2026-03-12", timezone: NY, careagent_id: agentId });
      expect(without.body.data).toEqual({ items: [], total: 0, next_offset: -1 });
    } finally {
      await h.prisma.staffUser.update({ where: { id: agentId }, data: { isActive: true } });
    }
  });

  it("refuses bad input with 400", async () => {
    for (const q of [
      {},
      { date: "2026-02-30" },
      { date: "03/10/2026" },
      { date: PAST_DAY, timezone: "Mars/Olympus" },
      { date: PAST_DAY, careagent_id: "nope" },
      { date: PAST_DAY, limit: 51 },
      { date: PAST_DAY, offset: -1 },
    ]) {
      expect((await h.as("admin").get(ROUTE, q)).status, JSON.stringify(q)).toBe(400);
    }
  });

  it("is for the administrators: 403 for the other roles", async () => {
    for (const role of ["bdm", "facility", "warehouse"] as const) {
      expect((await h.as(role).get(ROUTE, { date: PAST_DAY })).status, role).toBe(403);
    }
    // Disabling the agent above ended the agent's sessions (issue 25 item 3): the agent signs in anew.
    const agent = (await tokenFor(h.app, "agent@demo.care")).token;
    const res = await h.app.inject({ method: "GET", url: `${ROUTE}?date=${PAST_DAY}`, headers: bearer(agent) });
    expect(res.statusCode).toBe(403);
  });
});
