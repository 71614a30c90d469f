import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R, SORT_WEIGHTS } from "@care/contracts";
import { call, json, makeInsight, startHarness, type Harness } from "./helpers.js";

let h: Harness;
const DAY = 24 * 3600 * 1000;
const ago = (days: number): Date => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("GET /api/careinsights/history", () => {
  let senior: string;
  beforeAll(async () => {
    senior = h.outsider.id;
    await makeInsight(h.prisma, { seniorId: senior, status: "approved", message: "a", createdAt: ago(1) });
    await makeInsight(h.prisma, { seniorId: senior, status: "approved_with_edit", message: "b", createdAt: ago(2) });
    await makeInsight(h.prisma, { seniorId: senior, status: "new", message: "c", createdAt: ago(3) });
    await makeInsight(h.prisma, { seniorId: senior, status: "approved", message: "old", createdAt: ago(45) });
  });

  it("answers the last 30 days by default, newest first, in the contract's shape", async () => {
    const res = await call(h, "agent", "GET", R.history.path, { senior_id: senior });
    expect(res.statusCode).toBe(200);
    const page = R.history.data.parse(json(res).data);
    expect(page.items.map((i) => i.message)).toEqual(["a", "b", "c"]);
    expect(page).toMatchObject({ total: 3, offset: -1, limit: 10 });
    expect(page.items[0]).toMatchObject({ senior_id: senior, insight_type: "alert", kind: "action" });
  });

  it("filters by status ('approved' includes approved_with_edit) and by window in microseconds", async () => {
    const approved = await call(h, "admin", "GET", R.history.path, { senior_id: senior, status: "approved" });
    expect(json<{ items: { message: string }[] }>(approved).data.items.map((i) => i.message)).toEqual(["a", "b"]);
    const list = await call(h, "admin", "GET", R.history.path, {
      senior_id: senior,
      status: ["approved"],
      start_timestamp: String(ago(60).getTime() * 1000),
      end_timestamp: String(Date.now() * 1000),
      desc: "false",
    });
    expect(json<{ items: { message: string }[] }>(list).data.items.map((i) => i.message)).toEqual(["old", "b", "a"]);
  });

  it("pages with offset/limit and marks the end with offset -1", async () => {
    const first = json<{ offset: number; items: unknown[] }>(
      await call(h, "admin", "GET", R.history.path, { senior_id: senior, limit: "2" }),
    ).data;
    expect(first).toMatchObject({ offset: 2 });
    expect(first.items).toHaveLength(2);
    const second = json<{ offset: number; items: unknown[] }>(
      await call(h, "admin", "GET", R.history.path, { senior_id: senior, limit: "2", offset: "2" }),
    ).data;
    expect(second).toMatchObject({ offset: -1 });
    expect(second.items).toHaveLength(1);
    const end = json<{ offset: number; items: unknown[] }>(
      await call(h, "admin", "GET", R.history.path, { senior_id: senior, offset: "-1" }),
    ).data;
    expect(end).toMatchObject({ offset: -1, items: [] });
  });

  it("refuses bad input with 400, never 500", async () => {
    for (const query of [
      { senior_id: "not-a-uuid" },
      { senior_id: senior, limit: "1000" },
      { senior_id: senior, status: "bogus" },
      { senior_id: senior, start_timestamp: "yesterday" },
      { senior_id: senior, start_timestamp: String(Date.now()), end_timestamp: String(ago(2).getTime()) },
    ]) {
      const res = await call(h, "admin", "GET", R.history.path, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("keeps facility agents to their residents (404 outside) and refuses roles without care insights (403)", async () => {
    expect((await call(h, "facility", "GET", R.history.path, { senior_id: h.outsider.id })).statusCode).toBe(404);
    expect((await call(h, "facility", "GET", R.history.path, { senior_id: h.resident.id })).statusCode).toBe(200);
    expect((await call(h, "warehouse", "GET", R.history.path, { senior_id: senior })).statusCode).toBe(403);
    expect((await call(h, "bdm", "GET", R.history.path, { senior_id: senior })).statusCode).toBe(403);
    const wrongAccount = await call(h, "admin", "GET", R.history.path, {
      senior_id: senior,
      account_id: h.resident.accountId,
    });
    expect(wrongAccount.statusCode).toBe(404);
  });
});

describe("GET /api/careinsights/query (action-type)", () => {
  it("answers the action kind by default and filters by status and insight_type", async () => {
    const senior = h.resident.id;
    const alert = await makeInsight(h.prisma, { seniorId: senior, type: "alert", status: "new" });
    await makeInsight(h.prisma, { seniorId: senior, type: "summary", status: "approved" });
    const res = await call(h, "agent", "GET", R.query.path, {
      senior_id: senior,
      account_id: h.resident.accountId,
      status: ["new", "abandoned"],
    });
    expect(res.statusCode).toBe(200);
    const page = R.query.data.parse(json(res).data);
    expect(page.items.map((i) => i.care_insight_id)).toEqual([alert]);
    const summaries = R.query.data.parse(
      json(await call(h, "agent", "GET", R.query.path, { senior_id: senior, insight_type: "summary" })).data,
    );
    expect(summaries.items.every((i) => i.insight_type === "summary")).toBe(true);
    expect(summaries.items).toHaveLength(1);
    expect((await call(h, "admin", "GET", R.query.path, { senior_id: senior })).statusCode).toBe(403);
  });
});

describe("GET /api/careinsights/sub-history", () => {
  it("lists the status changes of an insight with who made them", async () => {
    const created = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: h.outsider.id,
      message: "Weekly summary",
    });
    const id = json<{ care_insight_id: string }>(created).data.care_insight_id;
    await call(h, "admin", "PUT", R.approveSummary.path, { care_insight_id: id, message: "Weekly summary, edited" });
    const res = await call(h, "agent", "GET", R.subHistory.path, { care_insight_id: id, senior_id: h.outsider.id });
    expect(res.statusCode).toBe(200);
    const rows = R.subHistory.data.parse(json(res).data);
    expect(rows.map((r) => [r.from_status, r.to_status, r.message])).toEqual([
      [null, "sent_for_approval", "Weekly summary"],
      ["sent_for_approval", "approved_with_edit", "Weekly summary, edited"],
    ]);
    expect(rows[0]?.changed_by).toBe(h.users.agent.id);
    expect(rows[1]?.changed_by).toBe(h.users.admin.id);
    expect(rows[1]?.changed_by_name).toBe("Alex Morgan");
    const elsewhere = await call(h, "agent", "GET", R.subHistory.path, {
      care_insight_id: id,
      senior_id: h.resident.id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("GET /api/careinsights/all (messages by sort weight)", () => {
  it("orders SOS, fall, call entry, alert, summary, then newest first, and answers the weight", async () => {
    const seniorRow = await h.prisma.senior.findFirstOrThrow({ where: { memberId: 100150 } });
    const senior = seniorRow.id;
    const make = (type: "sos" | "fall" | "call_entry" | "alert" | "summary" | "milestone", days: number) =>
      makeInsight(h.prisma, {
        seniorId: senior,
        type,
        status: "approved",
        message: `${type}-${days}`,
        createdAt: ago(days),
      });
    await make("summary", 1);
    await make("alert", 2);
    await make("alert", 1);
    await make("milestone", 1);
    await make("call_entry", 5);
    await make("fall", 6);
    await make("sos", 7);
    const res = await call(h, "agent", "GET", R.all.path, { senior_id: senior });
    expect(res.statusCode).toBe(200);
    const page = R.all.data.parse(json(res).data);
    expect(page.items.map((i) => i.message)).toEqual([
      "sos-7",
      "fall-6",
      "call_entry-5",
      "alert-1",
      "alert-2",
      "summary-1",
      "milestone-1",
    ]);
    expect(page.items.map((i) => i.sort_weight)).toEqual([
      SORT_WEIGHTS.sos,
      SORT_WEIGHTS.fall,
      SORT_WEIGHTS.call_entry,
      SORT_WEIGHTS.alert,
      SORT_WEIGHTS.alert,
      SORT_WEIGHTS.summary,
      0,
    ]);
    const second = R.all.data.parse(
      json(await call(h, "agent", "GET", R.all.path, { senior_id: senior, limit: "3", offset: "3" })).data,
    );
    expect(second.items.map((i) => i.message)).toEqual(["alert-1", "alert-2", "summary-1"]);
    expect(second.offset).toBe(6);
  });
});

describe("GET /api/careinsights/milestones", () => {
  it("lists a senior's milestones newest first, 10 a page", async () => {
    const senior = h.outsider.id;
    for (let i = 1; i <= 12; i++) {
      await h.prisma.milestone.create({
        data: {
          seniorId: senior,
          measurementType: "steps",
          milestone: `${i * 7} days in the good range`,
          ordinal: i,
          createdAt: ago(20 - i),
        },
      });
    }
    const res = await call(h, "admin", "GET", R.milestones.path, { senior_id: senior });
    expect(res.statusCode).toBe(200);
    const page = R.milestones.data.parse(json(res).data);
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ total: 12, offset: 10, limit: 10 });
    expect(page.items[0]).toMatchObject({ milestone_ordinal: 12, measurement_type: "steps", senior_id: senior });
    expect((await call(h, "facility", "GET", R.milestones.path, { senior_id: senior })).statusCode).toBe(403);
  });
});
