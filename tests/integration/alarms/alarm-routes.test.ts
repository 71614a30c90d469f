import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlarmEventSchema, CHANNELS, QUEUES, type AlarmEvent, type AlarmHistoryItem } from "@care/contracts";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { bearer, DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import {
  listen,
  type Listener,
  queuesSettled,
  raiseAlarm,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

let h: WorkerHarness;
const tokens: Record<keyof typeof DEMO_ACCOUNTS, string> = {} as never;
const ids: Record<keyof typeof DEMO_ACCOUNTS, string> = {} as never;
let listener: Listener;

beforeAll(async () => {
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "3600" } });
  for (const key of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    const { token, claims } = await tokenFor(h.app, DEMO_ACCOUNTS[key]);
    tokens[key] = token;
    ids[key] = claims.sub;
  }
  await h.start(alarmFanout);
  listener = await listen(h.app, tokens.wellness);
  await listener.subscribe(CHANNELS.sosFall);
});

afterAll(async () => {
  listener?.close();
  await h?.close();
});

const get = (url: string, token: string) => h.app.inject({ method: "GET", url, headers: bearer(token) });
const put = (token: string, payload: unknown) =>
  h.app.inject({
    method: "PUT",
    url: "/api/supervision/update-alarms",
    headers: bearer(token),
    payload: payload as object,
  });
const statuses = (list: unknown): string =>
  `/api/supervision/alarms?statuses=${encodeURIComponent(JSON.stringify(list))}`;
const dataOf = <T>(res: { json<U>(): U }): T => res.json<{ data: T }>().data;

describe("GET /api/supervision/alarms", () => {
  it("lists pending alarms newest first at the same level, in the realtime event's shape (default: pending)", async () => {
    const a = await seniorByMember(h.deps.prisma, 100010);
    const b = await seniorByMember(h.deps.prisma, 100011);
    const second = await raiseAlarm(h.deps, a.id, "sos", new Date(Date.now() - 1000));
    const first = await raiseAlarm(h.deps, b.id, "fall", new Date(Date.now() - 5000));
    const res = await get("/api/supervision/alarms", tokens.agent);
    expect(res.statusCode).toBe(200);
    const list = dataOf<AlarmEvent[]>(res);
    for (const item of list) AlarmEventSchema.parse(item);
    const mine = list.filter((x) => x.alarm_id === first || x.alarm_id === second).map((x) => x.alarm_id);
    // Most urgent first (alarm-list-paging.test.ts has the whole order): both at level 0, so the newer one leads.
    expect(mine).toEqual([second, first]);
    expect(list.every((x) => x.alarm_status === "pending")).toBe(true);
    expect(
      dataOf<AlarmEvent[]>(await get(statuses([{ status: "pending" }]), tokens.wellness)).map((x) => x.alarm_id),
    ).toEqual(expect.arrayContaining([first, second]));
  });

  it("filters assigned alarms by assignee with the statuses JSON list", async () => {
    const s = await seniorByMember(h.deps.prisma, 100012);
    const alarmId = await raiseAlarm(h.deps, s.id, "sos");
    expect((await put(tokens.agent, { alarm_id: alarmId, status: "assigned" })).statusCode).toBe(200);
    const mine = dataOf<AlarmEvent[]>(await get(statuses([{ status: "assigned", user_id: ids.agent }]), tokens.agent));
    expect(mine.map((x) => x.alarm_id)).toContain(alarmId);
    expect(mine.every((x) => x.assigned_to === ids.agent)).toBe(true);
    const others = dataOf<AlarmEvent[]>(await get(statuses([{ status: "assigned", user_id: ids.mfa }]), tokens.agent));
    expect(others.map((x) => x.alarm_id)).not.toContain(alarmId);
    const both = dataOf<AlarmEvent[]>(
      await get(statuses([{ status: "pending" }, { status: "assigned" }]), tokens.agent),
    );
    expect(both.map((x) => x.alarm_id)).toContain(alarmId);
  });

  it("answers 400, never 500, for a bad statuses list", async () => {
    for (const bad of [
      "not-json",
      JSON.stringify([{ status: "closed" }]),
      JSON.stringify([]),
      JSON.stringify([{ status: "assigned", user_id: "x" }]),
    ]) {
      const res = await get(`/api/supervision/alarms?statuses=${encodeURIComponent(bad)}`, tokens.agent);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await get("/api/supervision/alarms?limit=0", tokens.agent)).statusCode).toBe(400);
  });

  it("is for the alarm roles only (CareAgent, Admin_WellnessServices)", async () => {
    expect((await h.app.inject({ method: "GET", url: "/api/supervision/alarms" })).statusCode).toBe(401);
    for (const role of ["admin", "facility", "warehouse"] as const) {
      expect((await get("/api/supervision/alarms", tokens[role])).statusCode, role).toBe(403);
    }
  });
});

describe("PUT /api/supervision/update-alarms", () => {
  it("takes a pending alarm: assignee, time to assign, and an 'assigned' event closing every popup", async () => {
    const s = await seniorByMember(h.deps.prisma, 100013);
    const alarmId = await raiseAlarm(h.deps, s.id, "fall");
    await waitFor("the pending event", () => listener.alarms().find((r) => r.data.alarm_id === alarmId));
    const res = await put(tokens.agent, { alarm_id: alarmId, status: "assigned" });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe("Alarm assigned to you.");
    expect(dataOf<AlarmEvent>(res)).toMatchObject({
      alarm_id: alarmId,
      alarm_status: "assigned",
      assigned_to: ids.agent,
    });
    const row = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row.assignedToId).toBe(ids.agent);
    expect(row.assignedAt).not.toBeNull();
    expect(row.timeToAssignMs).toBe(row.assignedAt!.getTime() - row.receivedAt.getTime());
    const assigned = await waitFor("the assigned event", () =>
      listener.alarms().find((r) => r.data.alarm_id === alarmId && r.data.alarm_status === "assigned"),
    );
    expect(assigned.data.assigned_to_name).toBe("Casey Rivera");
    // Taking it again oneself is a harmless repeat (double click): 200, no second event.
    expect((await put(tokens.agent, { alarm_id: alarmId, status: "assigned" })).statusCode).toBe(200);
    // The answer came after its jobs were queued: once they ran and soketi delivered what they sent, count.
    await queuesSettled(h.deps, [QUEUES.alarmFanout]);
    await listener.caughtUp(h.deps.realtime);
    expect(
      listener.alarms().filter((r) => r.data.alarm_id === alarmId && r.data.alarm_status === "assigned"),
    ).toHaveLength(1);
  });

  it("answers 409 naming the taker when someone else already took it", async () => {
    const s = await seniorByMember(h.deps.prisma, 100014);
    const alarmId = await raiseAlarm(h.deps, s.id, "sos");
    expect((await put(tokens.agent, { alarm_id: alarmId, status: "assigned" })).statusCode).toBe(200);
    const res = await put(tokens.mfa, { alarm_id: alarmId, status: "assigned" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string; error: { code: string } }>()).toMatchObject({
      message: "This alarm has already been taken by Casey Rivera.",
      error: { code: "CONFLICT" },
    });
  });

  it("serves one winner when two people take the same alarm at once", async () => {
    const s = await seniorByMember(h.deps.prisma, 100015);
    const alarmId = await raiseAlarm(h.deps, s.id, "sos");
    const results = await Promise.all([
      put(tokens.agent, { alarm_id: alarmId, status: "assigned" }),
      put(tokens.mfa, { alarm_id: alarmId, status: "assigned" }),
      put(tokens.wellness, { alarm_id: alarmId, status: "assigned" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("closes: records who and when; others cannot close an alarm someone holds, a wellness admin can", async () => {
    const s = await seniorByMember(h.deps.prisma, 100016);
    const alarmId = await raiseAlarm(h.deps, s.id, "sos");
    expect((await put(tokens.agent, { alarm_id: alarmId, status: "assigned" })).statusCode).toBe(200);
    const refused = await put(tokens.mfa, { alarm_id: alarmId, status: "closed", outcome: "accidental_press" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      "This alarm is assigned to Casey Rivera; only they can close it.",
    );
    const closed = await put(tokens.agent, {
      alarm_id: alarmId,
      status: "closed",
      outcome: "accidental_press",
      notes: "  Senior is fine, pressed by mistake ",
    });
    expect(closed.statusCode).toBe(200);
    expect(dataOf<AlarmEvent>(closed).alarm_status).toBe("closed");
    const row = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row).toMatchObject({
      status: "closed",
      closedById: ids.agent,
      closeNotes: "Senior is fine, pressed by mistake",
    });
    expect(row.closedAt).not.toBeNull();
    await waitFor("the closed event", () =>
      listener.alarms().find((r) => r.data.alarm_id === alarmId && r.data.alarm_status === "closed"),
    );
    expect((await put(tokens.mfa, { alarm_id: alarmId, status: "assigned" })).statusCode).toBe(409);
    expect(
      (await put(tokens.mfa, { alarm_id: alarmId, status: "closed", outcome: "accidental_press" })).statusCode,
    ).toBe(409);

    const other = await raiseAlarm(h.deps, s.id, "fall");
    expect((await put(tokens.agent, { alarm_id: other, status: "assigned" })).statusCode).toBe(200);
    expect(
      (await put(tokens.wellness, { alarm_id: other, status: "closed", outcome: "accidental_press" })).statusCode,
    ).toBe(200);
    const supervised = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: other } });
    expect(supervised).toMatchObject({ closedById: ids.wellness, assignedToId: ids.agent });
  });

  it("closing a pending alarm counts as taking it", async () => {
    const s = await seniorByMember(h.deps.prisma, 100017);
    const alarmId = await raiseAlarm(h.deps, s.id, "fall");
    expect(
      (await put(tokens.wellness, { alarm_id: alarmId, status: "closed", outcome: "accidental_press" })).statusCode,
    ).toBe(200);
    const row = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row).toMatchObject({ status: "closed", assignedToId: ids.wellness, closedById: ids.wellness });
    expect(row.timeToAssignMs).not.toBeNull();
  });

  it("answers 400 for bad input and 404 for an unknown alarm", async () => {
    expect((await put(tokens.agent, { alarm_id: "nope", status: "assigned" })).statusCode).toBe(400);
    expect((await put(tokens.agent, { alarm_id: crypto.randomUUID(), status: "pending" })).statusCode).toBe(400);
    expect((await put(tokens.agent, { alarm_id: crypto.randomUUID(), status: "assigned" })).statusCode).toBe(404);
    expect((await put(tokens.admin, { alarm_id: crypto.randomUUID(), status: "assigned" })).statusCode).toBe(403);
  });
});

describe("GET /api/supervision/sos and /fall-detection", () => {
  const ns = (d: Date): string => (BigInt(d.getTime()) * 1_000_000n).toString();

  it("lists a senior's SOS (or falls) in the range, newest first, with ns times; ISO accepted too", async () => {
    const s = await seniorByMember(h.deps.prisma, 100018);
    const t0 = Date.now() - 3 * 86_400_000;
    const older = await raiseAlarm(h.deps, s.id, "sos", new Date(t0));
    const newer = await raiseAlarm(h.deps, s.id, "sos", new Date(t0 + 3_600_000));
    const fall = await raiseAlarm(h.deps, s.id, "fall", new Date(t0 + 7_200_000));
    await raiseAlarm(h.deps, s.id, "sos", new Date(Date.now() - 40 * 86_400_000)); // outside the 30-day default

    const base = `senior_id=${s.id}&account_id=${s.accountId}`;
    const sos = dataOf<AlarmHistoryItem[]>(await get(`/api/supervision/sos?${base}`, tokens.agent));
    expect(sos.map((x) => x.alarm_id)).toEqual([newer, older]);
    expect(sos[0]).toMatchObject({ status: "sos", alarm_status: "pending", time: ns(new Date(t0 + 3_600_000)) });
    const falls = dataOf<AlarmHistoryItem[]>(await get(`/api/supervision/fall-detection?${base}`, tokens.admin));
    expect(falls.map((x) => x.alarm_id)).toEqual([fall]);

    const narrow = `${base}&start_timestamp=${ns(new Date(t0 + 1000))}&end_timestamp=${ns(new Date(t0 + 3_700_000))}`;
    expect(
      dataOf<AlarmHistoryItem[]>(await get(`/api/supervision/sos?${narrow}`, tokens.wellness)).map((x) => x.alarm_id),
    ).toEqual([newer]);
    const iso = `${base}&start_timestamp=${encodeURIComponent(new Date(t0 - 1000).toISOString())}&end_timestamp=${encodeURIComponent(new Date(t0 + 1000).toISOString())}`;
    expect(
      dataOf<AlarmHistoryItem[]>(await get(`/api/supervision/sos?${iso}`, tokens.agent)).map((x) => x.alarm_id),
    ).toEqual([older]);
  });

  it("keeps facility agents to their facility's residents (404 outside, like an unknown senior)", async () => {
    const { claims } = await tokenFor(h.app, DEMO_ACCOUNTS.facility);
    const facilityId = claims.facility_info?.facility_id;
    expect(facilityId).toBeTruthy();
    const inside = await h.deps.prisma.senior.findFirstOrThrow({ where: { facilityId } });
    const outside = await h.deps.prisma.senior.findFirstOrThrow({ where: { NOT: { facilityId } } });
    const q = (x: { id: string; accountId: string }): string => `senior_id=${x.id}&account_id=${x.accountId}`;
    expect((await get(`/api/supervision/sos?${q(inside)}`, tokens.facility)).statusCode).toBe(200);
    expect((await get(`/api/supervision/sos?${q(outside)}`, tokens.facility)).statusCode).toBe(404);
    expect((await get(`/api/supervision/fall-detection?${q(outside)}`, tokens.facility)).statusCode).toBe(404);
    // Right senior, wrong account id: also 404.
    expect(
      (await get(`/api/supervision/sos?senior_id=${inside.id}&account_id=${outside.accountId}`, tokens.agent))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/supervision/sos?${q(inside)}`, tokens.warehouse)).statusCode).toBe(403);
  });

  it("answers 400 for a bad range", async () => {
    const s = await seniorByMember(h.deps.prisma, 100019);
    const base = `senior_id=${s.id}&account_id=${s.accountId}`;
    const now = Date.now();
    for (const range of [
      `start_timestamp=${ns(new Date(now))}&end_timestamp=${ns(new Date(now - 1000))}`,
      `start_timestamp=${ns(new Date(now - 400 * 86_400_000))}`,
      "start_timestamp=yesterday",
      "end_timestamp=99999999999999999999",
    ]) {
      expect((await get(`/api/supervision/sos?${base}&${range}`, tokens.agent)).statusCode, range).toBe(400);
    }
    expect((await get(`/api/supervision/sos?senior_id=x&account_id=${s.accountId}`, tokens.agent)).statusCode).toBe(
      400,
    );
  });
});
