import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Call logs (spec 2 §7): instant and outbound logs, the list newest call_time first and paged; call entry
// (spec 2 §3): one call log + one call_entry care insight (sort weight 3000), and the alarm's last call time.

let h: Harness;
let ref: { senior_id: string; account_id: string };

beforeAll(async () => {
  h = await startHarness();
  const s = await h.prisma.senior.findUniqueOrThrow({
    where: { memberId: 100021 },
    select: { id: true, accountId: true },
  });
  ref = { senior_id: s.id, account_id: s.accountId };
});
afterAll(async () => {
  await h?.close();
});

const instant = (callTime: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...ref,
  start_time: callTime,
  call_time: callTime,
  duration: 10,
  call_direction: "outbound",
  call_reason: "Senior Check-in",
  call_priority: "medium",
  care_call_notes: `call at ${callTime}`,
  action_item: ["Send the pharmacy list"],
  disposition: "Reached",
  ...over,
});

describe("call logs", () => {
  it("logs an instant call as completed, and lists logs newest call_time first, paged", async () => {
    for (const t of ["2026-01-10T10:00:00.000Z", "2026-01-12T10:00:00.000Z", "2026-01-11T10:00:00.000Z"]) {
      const res = await h.as("agent").post("/api/supervision/call-logs/instant", instant(t));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        call_status: "completed",
        call_reason: "Senior Check-in",
        duration: 10,
        action_item: ["Send the pharmacy list"],
        careagent_id: h.user("agent").id,
      });
    }
    const page1 = await h.as("agent").get("/api/supervision/call-logs", { ...ref, limit: "2" });
    expect(page1.status).toBe(200);
    expect(page1.body.data.items.map((r: { call_time: string }) => r.call_time)).toEqual([
      "2026-01-12T10:00:00.000Z",
      "2026-01-11T10:00:00.000Z",
    ]);
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.next_offset).toBe(2);
    const page2 = await h.as("agent").get("/api/supervision/call-logs", { ...ref, limit: "2", offset: "2" });
    expect(page2.body.data.items.map((r: { call_time: string }) => r.call_time)).toEqual(["2026-01-10T10:00:00.000Z"]);
    expect(page2.body.data.next_offset).toBe(-1);
  });

  it("refuses a status other than completed and an unknown direction (400 with the field)", async () => {
    const status = await h
      .as("agent")
      .post("/api/supervision/call-logs/instant", instant("2026-01-13T10:00:00.000Z", { call_status: "started" }));
    expect(status.status).toBe(400);
    expect(status.body.error?.fields?.[0]?.field).toContain("call_status");
    const dir = await h
      .as("agent")
      .post("/api/supervision/call-logs/instant", instant("2026-01-13T10:00:00.000Z", { call_direction: "sideways" }));
    expect(dir.status).toBe(400);
    expect(dir.body.error?.fields?.[0]?.field).toContain("call_direction");
  });

  it("logs the outcome of a scheduled call and completes the call", async () => {
    const booked = await h.as("agent").post("/api/supervision/call-scheduler", {
      ...ref,
      callee_id: ref.senior_id,
      careagent_id: h.user("agent").id,
      start_time: "2026-02-01T15:00:00.000Z",
      duration: 20,
      call_reason: "Return Call",
    });
    expect(booked.status).toBe(200);
    const res = await h.as("agent").post("/api/supervision/call-logs/outbound", {
      ...ref,
      call_id: booked.body.data.call_id,
      call_time: "2026-02-01T15:02:00.000Z",
      care_call_notes: "Discussed the new walker",
      action_item: ["Order the walker", "Call back Friday"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      call_id: booked.body.data.call_id,
      call_direction: "outbound",
      call_reason: "Return Call",
      start_time: "2026-02-01T15:00:00.000Z",
      call_time: "2026-02-01T15:02:00.000Z",
      duration: 20,
      call_status: "completed",
      callee_type: "senior",
      action_item: ["Order the walker", "Call back Friday"],
    });
    const call = await h.prisma.callSchedule.findUniqueOrThrow({ where: { id: booked.body.data.call_id } });
    expect(call.status).toBe("completed");
    expect(call.assignmentStatus).toBe("completed");
  });

  it("answers 404 for a senior that does not exist", async () => {
    const res = await h.as("agent").get("/api/supervision/call-logs", {
      senior_id: "00000000-0000-4000-8000-0000000000aa",
      account_id: ref.account_id,
    });
    expect(res.status).toBe(404);
  });

  it("asks a care agent for a break-glass reason to log a call for a senior not assigned to them", async () => {
    const other = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100290 } }); // the mfa agent's
    const res = await h
      .as("agent")
      .post(
        "/api/supervision/call-logs/instant",
        instant("2026-01-13T10:00:00.000Z", { senior_id: other.id, account_id: other.accountId }),
      );
    expect(res.status).toBe(403);
  });
});

describe("call entry", () => {
  it("records a call log and a call_entry insight in one go, and the alarm's last call time follows", async () => {
    const alarm = await h.prisma.alarm.create({
      data: {
        seniorId: ref.senior_id,
        type: "fall",
        occurredAt: new Date("2026-03-01T08:00:00.000Z"),
        dedupeKey: "test:call-entry:fall",
      },
    });
    const res = await h.as("agent").post("/api/supervision/call-entry", {
      ...ref,
      alarm_id: alarm.id,
      call_type: "Fall follow-up",
      start_time: "2026-03-01T08:05:00.000Z",
      call_time: "2026-03-01T08:06:00.000Z",
      care_call_notes: "Senior is fine, got up alone",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.call_log).toMatchObject({
      alarm_id: alarm.id,
      call_reason: "Fall Detected",
      call_type: "Fall follow-up",
      call_time: "2026-03-01T08:06:00.000Z",
      care_call_notes: "Senior is fine, got up alone",
    });
    expect(res.body.data.event).toMatchObject({
      eventType: "call_entry",
      eventId: `${ref.senior_id}-${alarm.id}`,
      alarmId: alarm.id,
      lastAlertTime: "2026-03-01T08:00:00.000Z",
      lastCallTime: "2026-03-01T08:06:00.000Z",
    });

    const insight = await h.prisma.careInsight.findUniqueOrThrow({ where: { id: res.body.data.care_insight_id } });
    expect(insight).toMatchObject({ type: "call_entry", alarmId: alarm.id, message: "Senior is fine, got up alone" });
    // The senior's message list orders by sort weight: the call entry comes with 3000.
    const messages = await h.as("agent").get("/api/careinsights/all", { ...ref });
    expect(messages.status, JSON.stringify(messages.body)).toBe(200);
    const item = messages.body.data.items.find(
      (i: { care_insight_id: string }) => i.care_insight_id === res.body.data.care_insight_id,
    );
    expect(item).toMatchObject({ insight_type: "call_entry", sort_weight: 3000 });

    const alarms = await h.as("agent").get("/api/supervision/alarms");
    const listed = alarms.body.data.find((a: { alarm_id: string }) => a.alarm_id === alarm.id);
    expect(listed.last_call_time).toBe("2026-03-01T08:06:00.000Z");
  });

  it("answers 404 for an alarm of another senior, and writes nothing", async () => {
    const other = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100022 } });
    const alarm = await h.prisma.alarm.create({
      data: { seniorId: other.id, type: "sos", occurredAt: new Date("2026-03-02T08:00:00.000Z"), dedupeKey: "t:ce:2" },
    });
    const before = await h.prisma.callLog.count({ where: { seniorId: ref.senior_id } });
    const res = await h.as("agent").post("/api/supervision/call-entry", {
      ...ref,
      alarm_id: alarm.id,
      call_type: "SOS follow-up",
      start_time: "2026-03-02T08:05:00.000Z",
      care_call_notes: "x",
    });
    expect(res.status).toBe(404);
    expect(await h.prisma.callLog.count({ where: { seniorId: ref.senior_id } })).toBe(before);
  });

  it("answers 400 with the field when the notes are blank", async () => {
    const res = await h.as("agent").post("/api/supervision/call-entry", {
      ...ref,
      call_type: "Check-in",
      start_time: "2026-03-02T08:05:00.000Z",
      care_call_notes: "   ",
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual([{ field: "body.care_call_notes", reason: "Required Field" }]);
  });
});
