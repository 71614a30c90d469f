import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R, type CareInsight } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, fanoutEvents, makeInsight } from "../../support/fixtures.js";
import { type Harness, startHarness } from "../../support/harness.js";

let h: Harness;
let seniors: FacilitySeniors;

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
});
afterAll(async () => {
  await h?.close();
});

const queued = (
  type: "alert" | "summary" | "facility_summary" = "alert",
  message?: string,
  createdAt?: Date,
): Promise<string> =>
  makeInsight(h.prisma, {
    createdAt,
    seniorId: type === "facility_summary" ? seniors.resident.id : seniors.outsider.id,
    facilityId: type === "facility_summary" ? seniors.resident.facilityId : null,
    type,
    status: "sent_for_approval",
    message,
  });
const historyOf = (id: string) =>
  h.prisma.careInsightStatusHistory.findMany({ where: { insightId: id }, orderBy: { changedAt: "asc" } });

describe("GET /api/careinsights/review", () => {
  it("lists alerts, summaries and agency summaries sent for approval, newest first, 15 a page", async () => {
    const before = await h.prisma.careInsight.count({ where: { status: "sent_for_approval" } });
    expect(before).toBe(0);
    const ids: string[] = [];
    const base = Date.now() - 3600_000;
    for (let i = 0; i < 16; i++) {
      const type = i % 3 === 0 ? "summary" : i % 3 === 1 ? "facility_summary" : "alert";
      ids.push(await queued(type, undefined, new Date(base + i * 1000)));
    }
    await makeInsight(h.prisma, { seniorId: seniors.outsider.id, type: "sos", status: "new" });
    await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "approved" });

    const res = await h.as("admin").get(R.review.path);
    expect(res.status).toBe(200);
    const first = R.review.data.parse(res.body.data);
    expect(first).toMatchObject({ total: 16, limit: 15, offset: 15 });
    expect(first.items.map((i) => i.care_insight_id)).toEqual(ids.slice(1).reverse());
    const last = R.review.data.parse((await h.as("wellness").get(R.review.path, { offset: "15" })).body.data);
    expect(last.items.map((i) => i.care_insight_id)).toEqual([ids[0]]);
    expect(last.offset).toBe(-1);

    const summaries = R.review.data.parse(
      (await h.as("admin").get(R.review.path, { insight_type: ["summary"], limit: "100" })).body.data,
    );
    expect(summaries.items.every((i) => i.insight_type === "summary")).toBe(true);
    expect(summaries.total).toBe(6);
  });

  it("is for approvers only (403 for care agents and facility agents)", async () => {
    for (const who of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(who).get(R.review.path)).status, who).toBe(403);
    }
  });
});

describe("approve, approve with edit, deny", () => {
  it("approves an alert with its message unchanged and announces alert-action-notification", async () => {
    const id = await queued("alert", "HR high");
    const res = await h.as("admin").put(R.approve.path, { care_insight_id: id });
    expect(res.status).toBe(200);
    const insight = R.approve.data.parse(res.body.data);
    expect(insight).toMatchObject({ status: "approved", message: "HR high", original_message: null });
    expect((await historyOf(id)).map((r) => [r.fromStatus, r.toStatus, r.message, r.changedById])).toEqual([
      ["sent_for_approval", "approved", "HR high", h.user("admin").id],
    ]);
    expect(await fanoutEvents(h.prisma, id)).toEqual(["alert-action-notification"]);
  });

  it("approves with an edit: the edited text goes out, the original is kept", async () => {
    const id = await queued("alert", "HR hgih");
    const res = await h.as("wellness").put(R.approveWithEdit.path, {
      care_insight_id: id,
      message: "  Heart rate high.  ",
    });
    expect(res.status).toBe(200);
    expect(R.approveWithEdit.data.parse(res.body.data)).toMatchObject({
      status: "approved_with_edit",
      message: "Heart rate high.",
      original_message: "HR hgih",
    });
    expect((await historyOf(id)).map((r) => [r.toStatus, r.message])).toEqual([
      ["approved_with_edit", "Heart rate high."],
    ]);
    expect(await fanoutEvents(h.prisma, id)).toEqual(["alert-action-notification"]);
  });

  it("approves summaries and agency summaries only through approve-summary", async () => {
    const summary = await queued("summary", "Week went well");
    const wrong = await h.as("admin").put(R.approve.path, { care_insight_id: summary });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain("approve-summary");
    const res = await h.as("admin").put(R.approveSummary.path, { care_insight_id: summary });
    expect(R.approveSummary.data.parse(res.body.data)).toMatchObject({
      status: "approved",
      message: "Week went well",
    });
    expect(await fanoutEvents(h.prisma, summary)).toEqual(["summary-action-notification"]);

    const agency = await queued("facility_summary", "Agency text");
    const edited = await h.as("admin").put(R.approveSummary.path, {
      care_insight_id: agency,
      message: "Agency text, edited",
    });
    expect(R.approveSummary.data.parse(edited.body.data)).toMatchObject({
      status: "approved_with_edit",
      original_message: "Agency text",
    });
    expect(await fanoutEvents(h.prisma, agency)).toEqual(["facility-summary-action-notification"]);

    const alert = await queued("alert");
    const refused = await h.as("admin").put(R.approveSummary.path, { care_insight_id: alert });
    expect(refused.status).toBe(409);
  });

  it("denies without announcing anything", async () => {
    const id = await queued("summary");
    const res = await h.as("admin").put(R.deny.path, { care_insight_id: id });
    expect(R.deny.data.parse(res.body.data).status).toBe("denied");
    expect((await historyOf(id)).map((r) => r.toStatus)).toEqual(["denied"]);
    expect(await fanoutEvents(h.prisma, id)).toEqual([]);
  });

  it("refuses every move out of a decided or unqueued status with 409 and changes nothing", async () => {
    const approved = await queued("alert");
    await h.as("admin").put(R.approve.path, { care_insight_id: approved });
    const fresh = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "new" });
    for (const [path, payload] of [
      [R.approve.path, { care_insight_id: approved }],
      [R.deny.path, { care_insight_id: approved }],
      [R.approveWithEdit.path, { care_insight_id: approved, message: "again" }],
      [R.approve.path, { care_insight_id: fresh }],
      [R.deny.path, { care_insight_id: fresh }],
    ] as const) {
      const res = await h.as("admin").put(path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(409);
      expect(res.body.error?.code).toBe("CONFLICT");
    }
    expect((await historyOf(approved)).length).toBe(1);
    expect(await historyOf(fresh)).toEqual([]);
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const id = await queued("alert");
    const [a, b] = await Promise.all([
      h.as("admin").put(R.approve.path, { care_insight_id: id }),
      h.as("wellness").put(R.deny.path, { care_insight_id: id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("is refused to care agents (403) and validates its input (400)", async () => {
    const id = await queued("alert");
    expect((await h.as("agent").put(R.approve.path, { care_insight_id: id })).status).toBe(403);
    expect((await h.as("agent").put(R.deny.path, { care_insight_id: id })).status).toBe(403);
    expect((await h.as("admin").put(R.approve.path, { care_insight_id: "x" })).status).toBe(400);
    expect(
      (await h.as("admin").put(R.approveWithEdit.path, { care_insight_id: id, message: "m".repeat(2001) })).status,
    ).toBe(400);
    expect(
      (await h.as("admin").put(R.approve.path, { care_insight_id: "00000000-0000-4000-8000-000000000000" })).status,
    ).toBe(404);
  });
});

describe("PUT /api/careinsights/bulk-deny", () => {
  it("denies every listed insight, or none when one is not queued (409) or unknown (404)", async () => {
    const ids = [await queued("alert"), await queued("summary"), await queued("facility_summary")];
    const decided = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "approved" });
    const refused = await h.as("admin").put(R.bulkDeny.path, { care_insight_ids: [...ids, decided] });
    expect(refused.status).toBe(409);
    const unknown = await h.as("admin").put(R.bulkDeny.path, {
      care_insight_ids: [...ids, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.status).toBe(404);
    const still = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(still.every((r) => r.status === "sent_for_approval")).toBe(true);

    const res = await h.as("wellness").put(R.bulkDeny.path, { care_insight_ids: [...ids, ids[0]] });
    expect(res.status).toBe(200);
    expect(R.bulkDeny.data.parse(res.body.data)).toMatchObject({ updated: 3 });
    const rows = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(rows.map((r) => r.status)).toEqual(["denied", "denied", "denied"]);
    for (const id of ids) expect((await historyOf(id)).map((r) => r.toStatus)).toEqual(["denied"]);
    expect((await h.as("agent").put(R.bulkDeny.path, { care_insight_ids: ids })).status).toBe(403);
  });
});

describe("outbox → queue", () => {
  it("enqueues the fan-out job after the commit (outbox row processed, job in the insight-fanout queue)", async () => {
    const id = await queued("alert");
    await h.as("admin").put(R.approve.path, { care_insight_id: id });
    const rows = await h.prisma.outbox.findMany({ where: { topic: "insight-fanout" } });
    const row = rows.find((r) => (r.payload as { care_insight_id?: string }).care_insight_id === id);
    expect(row?.processedAt).not.toBeNull();
    const job = await h.app.queues["insight-fanout"].getJob(`outbox-${row?.id}`);
    expect(job?.data).toEqual({ care_insight_id: id, event: "alert-action-notification" });
  });

  it("returns the approved insight in the contract's shape", async () => {
    const id = await queued("alert");
    const res = await h.as("admin").put(R.approve.path, { care_insight_id: id });
    const insight: CareInsight = R.approve.data.parse(res.body.data);
    expect(insight.care_insight_id).toBe(id);
  });
});
