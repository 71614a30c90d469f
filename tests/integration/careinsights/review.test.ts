import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R, type CareInsight } from "@care/contracts";
import { call, fanoutEvents, json, makeInsight, startHarness, type Harness } from "./helpers.js";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
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
    seniorId: type === "facility_summary" ? h.resident.id : h.outsider.id,
    facilityId: type === "facility_summary" ? h.resident.facilityId : null,
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
    await makeInsight(h.prisma, { seniorId: h.outsider.id, type: "sos", status: "new" });
    await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "approved" });

    const res = await call(h, "admin", "GET", R.review.path);
    expect(res.statusCode).toBe(200);
    const first = R.review.data.parse(json(res).data);
    expect(first).toMatchObject({ total: 16, limit: 15, offset: 15 });
    expect(first.items.map((i) => i.care_insight_id)).toEqual(ids.slice(1).reverse());
    const last = R.review.data.parse(json(await call(h, "wellness", "GET", R.review.path, { offset: "15" })).data);
    expect(last.items.map((i) => i.care_insight_id)).toEqual([ids[0]]);
    expect(last.offset).toBe(-1);

    const summaries = R.review.data.parse(
      json(await call(h, "admin", "GET", R.review.path, { insight_type: ["summary"], limit: "100" })).data,
    );
    expect(summaries.items.every((i) => i.insight_type === "summary")).toBe(true);
    expect(summaries.total).toBe(6);
  });

  it("is for approvers only (403 for care agents and facility agents)", async () => {
    for (const who of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await call(h, who, "GET", R.review.path)).statusCode, who).toBe(403);
    }
  });
});

describe("approve, approve with edit, deny", () => {
  it("approves an alert with its message unchanged and announces alert-action-notification", async () => {
    const id = await queued("alert", "HR high");
    const res = await call(h, "admin", "PUT", R.approve.path, { care_insight_id: id });
    expect(res.statusCode).toBe(200);
    const insight = R.approve.data.parse(json(res).data);
    expect(insight).toMatchObject({ status: "approved", message: "HR high", original_message: null });
    expect((await historyOf(id)).map((r) => [r.fromStatus, r.toStatus, r.message, r.changedById])).toEqual([
      ["sent_for_approval", "approved", "HR high", h.users.admin.id],
    ]);
    expect(await fanoutEvents(h.prisma, id)).toEqual(["alert-action-notification"]);
  });

  it("approves with an edit: the edited text goes out, the original is kept", async () => {
    const id = await queued("alert", "HR hgih");
    const res = await call(h, "wellness", "PUT", R.approveWithEdit.path, {
      care_insight_id: id,
      message: "  Heart rate high.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(R.approveWithEdit.data.parse(json(res).data)).toMatchObject({
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
    const wrong = await call(h, "admin", "PUT", R.approve.path, { care_insight_id: summary });
    expect(wrong.statusCode).toBe(409);
    expect(json(wrong).message).toContain("approve-summary");
    const res = await call(h, "admin", "PUT", R.approveSummary.path, { care_insight_id: summary });
    expect(R.approveSummary.data.parse(json(res).data)).toMatchObject({
      status: "approved",
      message: "Week went well",
    });
    expect(await fanoutEvents(h.prisma, summary)).toEqual(["summary-action-notification"]);

    const agency = await queued("facility_summary", "Agency text");
    const edited = await call(h, "admin", "PUT", R.approveSummary.path, {
      care_insight_id: agency,
      message: "Agency text, edited",
    });
    expect(R.approveSummary.data.parse(json(edited).data)).toMatchObject({
      status: "approved_with_edit",
      original_message: "Agency text",
    });
    expect(await fanoutEvents(h.prisma, agency)).toEqual(["facility-summary-action-notification"]);

    const alert = await queued("alert");
    const refused = await call(h, "admin", "PUT", R.approveSummary.path, { care_insight_id: alert });
    expect(refused.statusCode).toBe(409);
  });

  it("denies without announcing anything", async () => {
    const id = await queued("summary");
    const res = await call(h, "admin", "PUT", R.deny.path, { care_insight_id: id });
    expect(R.deny.data.parse(json(res).data).status).toBe("denied");
    expect((await historyOf(id)).map((r) => r.toStatus)).toEqual(["denied"]);
    expect(await fanoutEvents(h.prisma, id)).toEqual([]);
  });

  it("refuses every move out of a decided or unqueued status with 409 and changes nothing", async () => {
    const approved = await queued("alert");
    await call(h, "admin", "PUT", R.approve.path, { care_insight_id: approved });
    const fresh = await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "new" });
    for (const [path, payload] of [
      [R.approve.path, { care_insight_id: approved }],
      [R.deny.path, { care_insight_id: approved }],
      [R.approveWithEdit.path, { care_insight_id: approved, message: "again" }],
      [R.approve.path, { care_insight_id: fresh }],
      [R.deny.path, { care_insight_id: fresh }],
    ] as const) {
      const res = await call(h, "admin", "PUT", path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(409);
      expect(json(res).error?.code).toBe("CONFLICT");
    }
    expect((await historyOf(approved)).length).toBe(1);
    expect(await historyOf(fresh)).toEqual([]);
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const id = await queued("alert");
    const [a, b] = await Promise.all([
      call(h, "admin", "PUT", R.approve.path, { care_insight_id: id }),
      call(h, "wellness", "PUT", R.deny.path, { care_insight_id: id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("is refused to care agents (403) and validates its input (400)", async () => {
    const id = await queued("alert");
    expect((await call(h, "agent", "PUT", R.approve.path, { care_insight_id: id })).statusCode).toBe(403);
    expect((await call(h, "agent", "PUT", R.deny.path, { care_insight_id: id })).statusCode).toBe(403);
    expect((await call(h, "admin", "PUT", R.approve.path, { care_insight_id: "x" })).statusCode).toBe(400);
    expect(
      (await call(h, "admin", "PUT", R.approveWithEdit.path, { care_insight_id: id, message: "m".repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(h, "admin", "PUT", R.approve.path, { care_insight_id: "00000000-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("PUT /api/careinsights/bulk-deny", () => {
  it("denies every listed insight, or none when one is not queued (409) or unknown (404)", async () => {
    const ids = [await queued("alert"), await queued("summary"), await queued("facility_summary")];
    const decided = await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "approved" });
    const refused = await call(h, "admin", "PUT", R.bulkDeny.path, { care_insight_ids: [...ids, decided] });
    expect(refused.statusCode).toBe(409);
    const unknown = await call(h, "admin", "PUT", R.bulkDeny.path, {
      care_insight_ids: [...ids, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(404);
    const still = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(still.every((r) => r.status === "sent_for_approval")).toBe(true);

    const res = await call(h, "wellness", "PUT", R.bulkDeny.path, { care_insight_ids: [...ids, ids[0]] });
    expect(res.statusCode).toBe(200);
    expect(R.bulkDeny.data.parse(json(res).data)).toMatchObject({ updated: 3 });
    const rows = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(rows.map((r) => r.status)).toEqual(["denied", "denied", "denied"]);
    for (const id of ids) expect((await historyOf(id)).map((r) => r.toStatus)).toEqual(["denied"]);
    expect((await call(h, "agent", "PUT", R.bulkDeny.path, { care_insight_ids: ids })).statusCode).toBe(403);
  });
});

describe("outbox → queue", () => {
  it("enqueues the fan-out job after the commit (outbox row processed, job in the insight-fanout queue)", async () => {
    const id = await queued("alert");
    await call(h, "admin", "PUT", R.approve.path, { care_insight_id: id });
    const rows = await h.prisma.outbox.findMany({ where: { topic: "insight-fanout" } });
    const row = rows.find((r) => (r.payload as { care_insight_id?: string }).care_insight_id === id);
    expect(row?.processedAt).not.toBeNull();
    const job = await h.app.queues["insight-fanout"].getJob(`outbox-${row?.id}`);
    expect(job?.data).toEqual({ care_insight_id: id, event: "alert-action-notification" });
  });

  it("returns the approved insight in the contract's shape", async () => {
    const id = await queued("alert");
    const res = await call(h, "admin", "PUT", R.approve.path, { care_insight_id: id });
    const insight: CareInsight = R.approve.data.parse(json(res).data);
    expect(insight.care_insight_id).toBe(id);
  });
});
