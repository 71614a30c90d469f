import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// GET /api/supervision/call-schedule: the Call Schedule tab (a senior's calls) and the care agent's own
// /call-schedule page (an agent's calls), by a day or week window.

let h: Harness;
let agentId: string;
let otherAgentId: string;
let senior: { senior_id: string; account_id: string };
let seniorB: { senior_id: string; account_id: string };

async function seniorRef(memberId: number): Promise<{ senior_id: string; account_id: string }> {
  const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId }, select: { id: true, accountId: true } });
  return { senior_id: s.id, account_id: s.accountId };
}

async function book(who: { senior_id: string; account_id: string }, careagent: string, start: string): Promise<string> {
  const res = await h.as("agent").post("/api/supervision/call-scheduler", {
    ...who,
    callee_id: who.senior_id,
    careagent_id: careagent,
    start_time: start,
    duration: 30,
    call_reason: "Senior Check-in",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.call_id as string;
}

const list = (query: string): ReturnType<ReturnType<Harness["as"]>["get"]> =>
  h.as("agent").get(`/api/supervision/call-schedule?${query}`);

beforeAll(async () => {
  h = await startHarness();
  agentId = h.user("agent").id;
  otherAgentId = h.user("mfa").id;
  senior = await seniorRef(100021);
  seniorB = await seniorRef(100022);
  await book(senior, agentId, "2031-06-02T16:00:00.000Z");
  await book(seniorB, agentId, "2031-06-02T14:00:00.000Z");
  await book(senior, otherAgentId, "2031-06-03T10:00:00.000Z");
  const cancelled = await book(senior, agentId, "2031-06-04T10:00:00.000Z");
  const deleted = await book(senior, agentId, "2031-06-05T10:00:00.000Z");
  await h
    .as("agent")
    .put("/api/supervision/update-call-scheduler", { ...senior, call_id: cancelled, call_status: "cancelled" });
  await h
    .as("agent")
    .put("/api/supervision/update-call-scheduler", { ...senior, call_id: deleted, call_status: "deleted" });
  await book(senior, agentId, "2031-06-09T10:00:00.000Z"); // the next week
});
afterAll(async () => {
  await h?.close();
});

const WEEK = "start_time=2031-06-02T00:00:00.000Z&end_time=2031-06-09T00:00:00.000Z";

describe("GET /api/supervision/call-schedule", () => {
  it("lists a care agent's calls of the window soonest first, over every senior, deleted ones left out", async () => {
    const res = await list(`careagent_id=${agentId}&${WEEK}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.map((c: { start_time: string; senior_id: string; call_status: string }) => [
        c.start_time,
        c.senior_id,
        c.call_status,
      ]),
    ).toEqual([
      ["2031-06-02T14:00:00.000Z", seniorB.senior_id, "not_started"],
      ["2031-06-02T16:00:00.000Z", senior.senior_id, "not_started"],
      ["2031-06-04T10:00:00.000Z", senior.senior_id, "cancelled"],
    ]);
  });

  it("lists a senior's calls of the window whoever takes them", async () => {
    const res = await list(`senior_id=${senior.senior_id}&account_id=${senior.account_id}&${WEEK}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.map((c: { start_time: string; careagent_id: string }) => [c.start_time, c.careagent_id]),
    ).toEqual([
      ["2031-06-02T16:00:00.000Z", agentId],
      ["2031-06-03T10:00:00.000Z", otherAgentId],
      ["2031-06-04T10:00:00.000Z", agentId],
    ]);
    expect(res.body.data[0]).toMatchObject({
      senior_name: expect.any(String),
      duration: 30,
      call_reason: "Senior Check-in",
    });
  });

  it("answers 400 without a senior or agent, for an empty window and for one over 31 days", async () => {
    const none = await list(WEEK);
    expect(none.status).toBe(400);
    const empty = await list(
      `careagent_id=${agentId}&start_time=2031-06-02T00:00:00.000Z&end_time=2031-06-02T00:00:00.000Z`,
    );
    expect(empty.status).toBe(400);
    const wide = await list(
      `careagent_id=${agentId}&start_time=2031-06-01T00:00:00.000Z&end_time=2031-07-03T00:00:00.000Z`,
    );
    expect(wide.status).toBe(400);
  });

  it("answers 404 for an account that is not the senior's", async () => {
    const res = await list(`senior_id=${senior.senior_id}&account_id=${seniorB.account_id}&${WEEK}`);
    expect(res.status).toBe(404);
  });
});
