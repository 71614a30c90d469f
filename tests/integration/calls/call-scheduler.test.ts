import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Conflict rules of the call scheduler (spec 2 §7, §8): 2032.3002 when the care agent is busy, 2032.3003 when the
// callee (senior or caregiver) is; the call being moved never conflicts with itself; two simultaneous bookings of
// one slot: exactly one succeeds.

let h: Harness;
let agentId: string;
let otherAgentId: string;
let senior: { senior_id: string; account_id: string };
let seniorB: { senior_id: string; account_id: string };
let seniorC: { senior_id: string; account_id: string };
let caregiverId: string;

async function seniorRef(memberId: number): Promise<{ senior_id: string; account_id: string }> {
  const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId }, select: { id: true, accountId: true } });
  return { senior_id: s.id, account_id: s.accountId };
}

beforeAll(async () => {
  h = await startHarness();
  agentId = h.user("agent").id;
  otherAgentId = h.user("mfa").id;
  // 100011–100013 are assigned to the demo care agent (README), so the agent writes for them without break-glass.
  senior = await seniorRef(100011);
  seniorB = await seniorRef(100012);
  seniorC = await seniorRef(100013);
  const caregiver = await h.prisma.caregiver.findFirstOrThrow({ where: { seniorId: senior.senior_id } });
  caregiverId = caregiver.id;
});
afterAll(async () => {
  await h?.close();
});

const book = (
  who: { senior_id: string; account_id: string },
  over: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...who,
  callee_id: who.senior_id,
  careagent_id: agentId,
  start_time: "2030-03-04T15:00:00.000Z",
  duration: 30,
  call_reason: "Senior Check-in",
  ...over,
});

describe("POST /api/supervision/call-scheduler", () => {
  it("books a call with the spec's success text, statuses and reason", async () => {
    const res = await h.as("agent").post("/api/supervision/call-scheduler", book(senior));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Call Scheduled Successfully!");
    expect(res.body.data).toMatchObject({
      senior_id: senior.senior_id,
      account_id: senior.account_id,
      callee_id: senior.senior_id,
      callee_type: "senior",
      careagent_id: agentId,
      start_time: "2030-03-04T15:00:00.000Z",
      end_time: "2030-03-04T15:30:00.000Z",
      duration: 30,
      call_reason: "Senior Check-in",
      call_status: "not_started",
      assignment_status: "pending",
    });
  });

  it("refuses the same agent's overlapping slot with 2032.3002 (another senior)", async () => {
    const res = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorB, { start_time: "2030-03-04T15:20:00.000Z" }));
    expect(res.status).toBe(409);
    expect(res.body.application_code).toBe(2032.3002);
    expect(res.body.message).toBe("The care agent already has a call scheduled in this time slot.");
  });

  it("refuses the senior's overlapping slot with another agent with 2032.3003", async () => {
    const res = await h
      .as("agent")
      .post(
        "/api/supervision/call-scheduler",
        book(senior, { careagent_id: otherAgentId, start_time: "2030-03-04T14:45:00.000Z" }),
      );
    expect(res.status).toBe(409);
    expect(res.body.application_code).toBe(2032.3003);
    expect(res.body.message).toBe("The senior already has a call scheduled in this time slot.");
  });

  it("treats a caregiver as a callee of their own: 2032.3003 names the caregiver", async () => {
    const first = await h.as("agent").post(
      "/api/supervision/call-scheduler",
      book(senior, {
        callee_id: caregiverId,
        start_time: "2030-03-05T09:00:00.000Z",
        call_reason: "Caregiver Check-in",
      }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.callee_type).toBe("caregiver");
    const clash = await h
      .as("agent")
      .post(
        "/api/supervision/call-scheduler",
        book(senior, { callee_id: caregiverId, careagent_id: otherAgentId, start_time: "2030-03-05T09:10:00.000Z" }),
      );
    expect(clash.status).toBe(409);
    expect(clash.body.application_code).toBe(2032.3003);
    expect(clash.body.message).toBe("The caregiver already has a call scheduled in this time slot.");
  });

  it("lets a call start the minute the previous one ends (half-open slots)", async () => {
    const res = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorB, { start_time: "2030-03-04T15:30:00.000Z", duration: 15 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.end_time).toBe("2030-03-04T15:45:00.000Z");
  });

  it("answers 400 with the field for a bad reason, duration or callee", async () => {
    const reason = await h.as("agent").post("/api/supervision/call-scheduler", book(senior, { call_reason: "Chat" }));
    expect(reason.status).toBe(400);
    expect(reason.body.error?.fields?.[0]?.field).toContain("call_reason");
    const duration = await h.as("agent").post("/api/supervision/call-scheduler", book(senior, { duration: 0 }));
    expect(duration.status).toBe(400);
    expect(duration.body.error?.fields?.[0]?.field).toContain("duration");
    const callee = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(senior, { callee_id: seniorB.senior_id }));
    expect(callee.status).toBe(400);
    expect(callee.body.error?.fields).toEqual([
      { field: "callee_id", reason: "is neither the senior nor one of the senior's caregivers" },
    ]);
    const agent = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(senior, { careagent_id: h.user("admin").id }));
    expect(agent.status).toBe(400);
    expect(agent.body.error?.fields).toEqual([{ field: "careagent_id", reason: "is not an active care agent" }]);
  });

  it("answers 404 for a senior whose account id does not match", async () => {
    const res = await h
      .as("admin")
      .post("/api/supervision/call-scheduler", book({ senior_id: senior.senior_id, account_id: seniorB.account_id }));
    expect(res.status).toBe(404);
  });

  it("under concurrency: of two bookings of one agent's slot exactly one succeeds", async () => {
    const at = { start_time: "2030-04-01T10:00:00.000Z", duration: 60 };
    const results = await Promise.all([
      h.as("agent").post("/api/supervision/call-scheduler", book(seniorB, at)),
      h.as("agent").post("/api/supervision/call-scheduler", book(seniorC, at)),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.application_code).toBe(2032.3002);
    const booked = await h.prisma.callSchedule.count({
      where: { careAgentId: agentId, startTime: new Date("2030-04-01T10:00:00.000Z") },
    });
    expect(booked).toBe(1);
  });

  it("under concurrency: of two agents booking one senior's slot exactly one succeeds", async () => {
    const at = { start_time: "2030-04-02T10:00:00.000Z", duration: 60 };
    const results = await Promise.all([
      h.as("agent").post("/api/supervision/call-scheduler", book(seniorC, at)),
      h.as("admin").post("/api/supervision/call-scheduler", book(seniorC, { ...at, careagent_id: otherAgentId })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.application_code).toBe(2032.3003);
  });

  it("the database refuses an overlap even when the service's check is bypassed", async () => {
    const insert = (id: string, careAgentId: string) =>
      h.prisma.callSchedule.create({
        data: {
          id,
          seniorId: seniorC.senior_id,
          calleeId: seniorC.senior_id,
          careAgentId,
          startTime: new Date("2030-05-01T10:00:00.000Z"),
          endTime: new Date("2030-05-01T10:30:00.000Z"),
          durationMinutes: 30,
        },
      });
    await insert("00000000-0000-4000-8000-000000000001", agentId);
    await expect(insert("00000000-0000-4000-8000-000000000002", otherAgentId)).rejects.toThrow(
      /callee already has a call/,
    );
  });
});

describe("PUT /api/supervision/update-call-scheduler", () => {
  let callId: string;
  beforeAll(async () => {
    const res = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorB, { start_time: "2030-06-01T12:00:00.000Z", duration: 30 }));
    callId = res.body.data.call_id;
    await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorC, { start_time: "2030-06-01T13:00:00.000Z", duration: 30 }));
  });

  it("moves a call within its own slot: the call does not conflict with itself", async () => {
    const res = await h.as("agent").put("/api/supervision/update-call-scheduler", {
      ...seniorB,
      call_id: callId,
      start_time: "2030-06-01T12:15:00.000Z",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Call Updated Successfully!");
    expect(res.body.data.start_time).toBe("2030-06-01T12:15:00.000Z");
    expect(res.body.data.end_time).toBe("2030-06-01T12:45:00.000Z");
  });

  it("refuses a move onto the agent's other call with 2032.3002", async () => {
    const res = await h.as("agent").put("/api/supervision/update-call-scheduler", {
      ...seniorB,
      call_id: callId,
      start_time: "2030-06-01T12:50:00.000Z",
    });
    expect(res.status).toBe(409);
    expect(res.body.application_code).toBe(2032.3002);
  });

  it("cancelling frees the slot for another booking", async () => {
    const cancel = await h
      .as("agent")
      .put("/api/supervision/update-call-scheduler", { ...seniorB, call_id: callId, call_status: "cancelled" });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.call_status).toBe("cancelled");
    const again = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorC, { start_time: "2030-06-01T12:15:00.000Z", duration: 30 }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("answers 404 for a call of another senior", async () => {
    const res = await h
      .as("agent")
      .put("/api/supervision/update-call-scheduler", { ...seniorC, call_id: callId, duration: 20 });
    expect(res.status).toBe(404);
  });
});

describe("POST /api/supervision/check-scheduler-slot", () => {
  it("answers free, agent busy (2032.3002), callee busy (2032.3003), and free again when the call is excluded", async () => {
    const made = await h
      .as("agent")
      .post("/api/supervision/call-scheduler", book(seniorB, { start_time: "2030-07-01T08:00:00.000Z", duration: 60 }));
    expect(made.status).toBe(200);
    const slot = {
      callee_id: seniorC.senior_id,
      careagent_id: otherAgentId,
      start_time: "2030-07-01T08:30:00.000Z",
      duration: 30,
    };
    const free = await h.as("agent").post("/api/supervision/check-scheduler-slot", slot);
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual({ available: true });
    const agentBusy = await h
      .as("agent")
      .post("/api/supervision/check-scheduler-slot", { ...slot, careagent_id: agentId });
    expect(agentBusy.status).toBe(409);
    expect(agentBusy.body.application_code).toBe(2032.3002);
    const calleeBusy = await h
      .as("agent")
      .post("/api/supervision/check-scheduler-slot", { ...slot, callee_id: seniorB.senior_id });
    expect(calleeBusy.status).toBe(409);
    expect(calleeBusy.body.application_code).toBe(2032.3003);
    const excluded = await h.as("agent").post("/api/supervision/check-scheduler-slot", {
      ...slot,
      callee_id: seniorB.senior_id,
      careagent_id: agentId,
      exclude: made.body.data.call_id,
    });
    expect(excluded.status).toBe(200);
  });

  it("answers 404 for an unknown callee", async () => {
    const res = await h.as("agent").post("/api/supervision/check-scheduler-slot", {
      callee_id: "00000000-0000-4000-8000-0000000000ff",
      careagent_id: agentId,
      start_time: "2030-07-01T08:30:00.000Z",
      duration: 30,
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/supervision/callee-call-scheduler", () => {
  it("lists pending calls from gte_time soonest first, and the last completed call", async () => {
    const ref = await seniorRef(100014);
    const mk = async (start: string) =>
      (await h.as("agent").post("/api/supervision/call-scheduler", book(ref, { start_time: start, duration: 15 }))).body
        .data.call_id as string;
    const early = await mk("2030-08-01T09:00:00.000Z");
    await mk("2030-08-03T09:00:00.000Z");
    await mk("2030-08-02T09:00:00.000Z");
    await h
      .as("agent")
      .put("/api/supervision/update-call-scheduler", { ...ref, call_id: early, call_status: "completed" });

    const pending = await h.as("agent").get("/api/supervision/callee-call-scheduler", {
      callee_id: ref.senior_id,
      call_status: "pending",
      gte_time: "2030-08-01T00:00:00.000Z",
    });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((c: { start_time: string }) => c.start_time)).toEqual([
      "2030-08-02T09:00:00.000Z",
      "2030-08-03T09:00:00.000Z",
    ]);
    const completed = await h.as("agent").get("/api/supervision/callee-call-scheduler", {
      callee_id: ref.senior_id,
      call_status: "completed",
      limit: "1",
    });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toHaveLength(1);
    expect(completed.body.data[0]).toMatchObject({
      call_id: early,
      call_status: "completed",
      assignment_status: "completed",
    });
  });

  it("needs gte_time for pending calls (400 with the field)", async () => {
    const res = await h
      .as("agent")
      .get("/api/supervision/callee-call-scheduler", { callee_id: senior.senior_id, call_status: "pending" });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[0]?.field).toContain("gte_time");
  });
});

describe("GET /api/users/query/careagent-list", () => {
  it("lists the active care agents, including both demo agents", async () => {
    const res = await h.as("admin").get("/api/users/query/careagent-list");
    expect(res.status).toBe(200);
    const ids = res.body.data.map((a: { userId: string }) => a.userId);
    expect(ids).toContain(agentId);
    expect(ids).toContain(otherAgentId);
    expect(ids).not.toContain(h.user("admin").id);
  });
});
