import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R, SORT_WEIGHTS } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, makeInsight } from "../../support/fixtures.js";
import { type Harness, startHarness } from "../../support/harness.js";

let h: Harness;
let seniors: FacilitySeniors;
const DAY = 24 * 3600 * 1000;
const ago = (days: number): Date => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
});
afterAll(async () => {
  await h?.close();
});

describe("GET /api/careinsights/history", () => {
  let senior: string;
  beforeAll(async () => {
    senior = seniors.outsider.id;
    await makeInsight(h.prisma, { seniorId: senior, status: "approved", message: "a", createdAt: ago(1) });
    await makeInsight(h.prisma, { seniorId: senior, status: "approved_with_edit", message: "b", createdAt: ago(2) });
    await makeInsight(h.prisma, { seniorId: senior, status: "new", message: "c", createdAt: ago(3) });
    await makeInsight(h.prisma, { seniorId: senior, status: "approved", message: "old", createdAt: ago(45) });
  });

  it("answers the last 30 days by default, newest first, in the contract's shape", async () => {
    const res = await h.as("agent").get(R.history.path, { senior_id: senior });
    expect(res.status).toBe(200);
    const page = R.history.data.parse(res.body.data);
    expect(page.items.map((i: { message: string }) => i.message)).toEqual(["a", "b", "c"]);
    expect(page).toMatchObject({ total: 3, offset: -1, limit: 10 });
    expect(page.items[0]).toMatchObject({ senior_id: senior, insight_type: "alert", kind: "action" });
  });

  it("filters by status ('approved' includes approved_with_edit) and by window in microseconds", async () => {
    const approved = await h.as("admin").get(R.history.path, { senior_id: senior, status: "approved" });
    expect(approved.body.data.items.map((i: { message: string }) => i.message)).toEqual(["a", "b"]);
    const list = await h.as("admin").get(R.history.path, {
      senior_id: senior,
      status: ["approved"],
      start_timestamp: String(ago(60).getTime() * 1000),
      end_timestamp: String(Date.now() * 1000),
      desc: "false",
    });
    expect(list.body.data.items.map((i: { message: string }) => i.message)).toEqual(["old", "b", "a"]);
  });

  it("pages with offset/limit and marks the end with offset -1", async () => {
    const first = (await h.as("admin").get(R.history.path, { senior_id: senior, limit: "2" })).body.data;
    expect(first).toMatchObject({ offset: 2 });
    expect(first.items).toHaveLength(2);
    const second = (await h.as("admin").get(R.history.path, { senior_id: senior, limit: "2", offset: "2" })).body.data;
    expect(second).toMatchObject({ offset: -1 });
    expect(second.items).toHaveLength(1);
    const end = (await h.as("admin").get(R.history.path, { senior_id: senior, offset: "-1" })).body.data;
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
      const res = await h.as("admin").get(R.history.path, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("keeps facility agents to their residents (404 outside) and refuses roles without care insights (403)", async () => {
    expect((await h.as("facility").get(R.history.path, { senior_id: seniors.outsider.id })).status).toBe(404);
    expect((await h.as("facility").get(R.history.path, { senior_id: seniors.resident.id })).status).toBe(200);
    expect((await h.as("warehouse").get(R.history.path, { senior_id: senior })).status).toBe(403);
    expect((await h.as("bdm").get(R.history.path, { senior_id: senior })).status).toBe(403);
    const wrongAccount = await h.as("admin").get(R.history.path, {
      senior_id: senior,
      account_id: seniors.resident.accountId,
    });
    expect(wrongAccount.status).toBe(404);
  });
});

describe("GET /api/careinsights/query (action-type)", () => {
  it("answers the action kind by default and filters by status and insight_type", async () => {
    const senior = seniors.resident.id;
    const alert = await makeInsight(h.prisma, { seniorId: senior, type: "alert", status: "new" });
    await makeInsight(h.prisma, { seniorId: senior, type: "summary", status: "approved" });
    const res = await h.as("agent").get(R.query.path, {
      senior_id: senior,
      account_id: seniors.resident.accountId,
      status: ["new", "abandoned"],
    });
    expect(res.status).toBe(200);
    const page = R.query.data.parse(res.body.data);
    expect(page.items.map((i) => i.care_insight_id)).toEqual([alert]);
    const summaries = R.query.data.parse(
      (await h.as("agent").get(R.query.path, { senior_id: senior, insight_type: "summary" })).body.data,
    );
    expect(summaries.items.every((i) => i.insight_type === "summary")).toBe(true);
    expect(summaries.items).toHaveLength(1);
    expect((await h.as("admin").get(R.query.path, { senior_id: senior })).status).toBe(403);
  });
});

describe("GET /api/careinsights/sub-history", () => {
  it("lists the status changes of an insight with who made them", async () => {
    const created = await h.as("agent").post(R.createSummary.path, {
      senior_id: seniors.outsider.id,
      message: "Weekly summary",
    });
    const id = created.body.data.care_insight_id;
    await h.as("admin").put(R.approveSummary.path, { care_insight_id: id, message: "Weekly summary, edited" });
    const res = await h.as("agent").get(R.subHistory.path, { care_insight_id: id, senior_id: seniors.outsider.id });
    expect(res.status).toBe(200);
    const rows = R.subHistory.data.parse(res.body.data);
    expect(rows.map((r) => [r.from_status, r.to_status, r.message])).toEqual([
      [null, "sent_for_approval", "Weekly summary"],
      ["sent_for_approval", "approved_with_edit", "Weekly summary, edited"],
    ]);
    expect(rows[0]?.changed_by).toBe(h.user("agent").id);
    expect(rows[1]?.changed_by).toBe(h.user("admin").id);
    expect(rows[1]?.changed_by_name).toBe("Alex Morgan");
    const elsewhere = await h.as("agent").get(R.subHistory.path, {
      care_insight_id: id,
      senior_id: seniors.resident.id,
    });
    expect(elsewhere.status).toBe(404);
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
    const res = await h.as("agent").get(R.all.path, { senior_id: senior });
    expect(res.status).toBe(200);
    const page = R.all.data.parse(res.body.data);
    expect(page.items.map((i: { message: string }) => i.message)).toEqual([
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
      (await h.as("agent").get(R.all.path, { senior_id: senior, limit: "3", offset: "3" })).body.data,
    );
    expect(second.items.map((i: { message: string }) => i.message)).toEqual(["alert-1", "alert-2", "summary-1"]);
    expect(second.offset).toBe(6);
  });
});

describe("GET /api/careinsights/milestones", () => {
  it("lists a senior's milestones newest first, 10 a page", async () => {
    const senior = seniors.outsider.id;
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
    const res = await h.as("admin").get(R.milestones.path, { senior_id: senior });
    expect(res.status).toBe(200);
    const page = R.milestones.data.parse(res.body.data);
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ total: 12, offset: 10, limit: 10 });
    expect(page.items[0]).toMatchObject({ milestone_ordinal: 12, measurement_type: "steps", senior_id: senior });
    expect((await h.as("facility").get(R.milestones.path, { senior_id: senior })).status).toBe(403);
  });
});
