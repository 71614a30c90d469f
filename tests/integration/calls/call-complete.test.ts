import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Completing a scheduled call (issue 28 item 2; spec 2 §7): POST supervision/call-logs/outbound records the call's
// outcome and completes it once; GET supervision/callee-call-scheduler then answers it as the senior's last
// completed call (call_status=completed, limit 1), and the next pending call (call_status=pending, gte_time) is the
// soonest one still to come.

let h: Harness;
let ref: { senior_id: string; account_id: string };

beforeAll(async () => {
  h = await startHarness();
  // Assigned to the demo care agent (README), so the agent writes without break-glass.
  const s = await h.prisma.senior.findUniqueOrThrow({
    where: { memberId: 100016 },
    select: { id: true, accountId: true },
  });
  ref = { senior_id: s.id, account_id: s.accountId };
});
afterAll(async () => {
  await h?.close();
});

async function book(start: string, reason = "Senior Check-in"): Promise<string> {
  const res = await h.as("agent").post("/api/supervision/call-scheduler", {
    ...ref,
    callee_id: ref.senior_id,
    careagent_id: h.user("agent").id,
    start_time: start,
    duration: 30,
    call_reason: reason,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.call_id as string;
}

const complete = (callId: string, over: Record<string, unknown> = {}) =>
  h.as("agent").post("/api/supervision/call-logs/outbound", {
    ...ref,
    call_id: callId,
    call_time: "2026-03-02T14:05:00.000Z",
    care_call_notes: "Talked about the new exercise plan",
    action_item: ["Email the plan"],
    ...over,
  });

describe("completing a scheduled call", () => {
  it("logs the call once: the Call Log lists it and the senior's last completed and next pending calls follow", async () => {
    const due = await book("2026-03-02T14:00:00.000Z", "Care Coordination");
    await book("2030-05-01T16:00:00.000Z");
    await book("2030-04-01T16:00:00.000Z");

    const before = await h.as("agent").get("/api/supervision/callee-call-scheduler", {
      callee_id: ref.senior_id,
      call_status: "completed",
      limit: "1",
    });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual([]);

    const res = await complete(due);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      call_id: due,
      call_time: "2026-03-02T14:05:00.000Z",
      start_time: "2026-03-02T14:00:00.000Z",
      duration: 30,
      call_reason: "Care Coordination",
      call_direction: "outbound",
      call_status: "completed",
      care_call_notes: "Talked about the new exercise plan",
      action_item: ["Email the plan"],
    });

    const logs = await h.as("agent").get("/api/supervision/call-logs", ref);
    expect(
      logs.body.data.items.map((r: { call_id: string; care_call_notes: string }) => [r.call_id, r.care_call_notes]),
    ).toEqual([[due, "Talked about the new exercise plan"]]);

    const last = await h.as("agent").get("/api/supervision/callee-call-scheduler", {
      callee_id: ref.senior_id,
      call_status: "completed",
      limit: "1",
    });
    expect(last.body.data).toHaveLength(1);
    expect(last.body.data[0]).toMatchObject({
      call_id: due,
      start_time: "2026-03-02T14:00:00.000Z",
      call_status: "completed",
      assignment_status: "completed",
      call_reason: "Care Coordination",
    });

    const next = await h.as("agent").get("/api/supervision/callee-call-scheduler", {
      callee_id: ref.senior_id,
      call_status: "pending",
      gte_time: "2026-03-02T15:00:00.000Z",
      limit: "1",
    });
    expect(next.body.data.map((c: { start_time: string }) => c.start_time)).toEqual(["2030-04-01T16:00:00.000Z"]);

    // A second completion is refused and writes no second log.
    const again = await complete(due, { care_call_notes: "again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This call has already been completed.");
    expect(await h.prisma.callLog.count({ where: { callId: due } })).toBe(1);
  });

  it("of two completions of one call at once, exactly one logs it", async () => {
    const call = await book("2026-03-03T14:00:00.000Z");
    const results = await Promise.all([complete(call, { call_time: "2026-03-03T14:01:00.000Z" }), complete(call)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.prisma.callLog.count({ where: { callId: call } })).toBe(1);
  });

  it("refuses a cancelled call (409), another senior's call (404) and a missing call_time (400 with the field)", async () => {
    const cancelled = await book("2026-03-04T14:00:00.000Z");
    await h.as("agent").put("/api/supervision/update-call-scheduler", {
      ...ref,
      call_id: cancelled,
      call_status: "cancelled",
    });
    const closed = await complete(cancelled);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("This call was cancelled or deleted; it cannot be logged.");

    const other = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100017 } });
    const elsewhere = await complete(await book("2026-03-05T14:00:00.000Z"), {
      senior_id: other.id,
      account_id: other.accountId,
    });
    expect(elsewhere.status).toBe(404);

    const missing = await complete(cancelled, { call_time: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.map((f: { field: string }) => f.field)).toContain("body.call_time");
  });
});
