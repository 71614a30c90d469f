import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_INSIGHT_MESSAGES, careInsightRoutes as R, MESSAGE_MAX_LENGTH } from "@care/contracts";
import { call, fanoutEvents, json, makeInsight, startHarness, type Harness } from "./helpers.js";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const history = (id: string) =>
  h.prisma.careInsightStatusHistory.findMany({ where: { insightId: id }, orderBy: { changedAt: "asc" } });

describe("POST /api/careinsights/summary", () => {
  it("sends a care agent's summary for approval, records its history and announces it to approvers", async () => {
    const res = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: h.outsider.id,
      account_id: h.outsider.accountId,
      message: "  Ate well and walked daily.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(CARE_INSIGHT_MESSAGES.summarySubmitted);
    const insight = R.createSummary.data.parse(json(res).data);
    expect(insight).toMatchObject({
      status: "sent_for_approval",
      insight_type: "summary",
      kind: "summary",
      message: "Ate well and walked daily.",
      created_by: h.users.agent.id,
      senior_id: h.outsider.id,
      account_id: h.outsider.accountId,
    });
    const rows = await history(insight.care_insight_id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.changedById])).toEqual([
      [null, "sent_for_approval", h.users.agent.id],
    ]);
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["approve-summary"]);
  });

  it("approves an approver's own summary at once and notifies the care team", async () => {
    const res = await call(h, "wellness", "POST", R.createSummary.path, { senior_id: h.outsider.id, message: "ok" });
    const insight = R.createSummary.data.parse(json(res).data);
    expect(insight.status).toBe("approved");
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["summary-action-notification"]);
  });

  it("accepts exactly 2000 characters and refuses 2001 with a 400", async () => {
    const max = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: h.outsider.id,
      message: "x".repeat(MESSAGE_MAX_LENGTH),
    });
    expect(max.statusCode).toBe(200);
    const over = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: h.outsider.id,
      message: "x".repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).error?.fields?.[0]?.field).toBe("body.message");
    const blank = await call(h, "agent", "POST", R.createSummary.path, { senior_id: h.outsider.id, message: "   " });
    expect(blank.statusCode).toBe(400);
  });

  it("writes agency summaries only for facility residents, with the spec's failure text otherwise", async () => {
    const ok = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: h.resident.id,
      message: "Agency note",
      insight_type: "facility_summary",
    });
    expect(ok.statusCode).toBe(200);
    expect(R.createSummary.data.parse(json(ok).data)).toMatchObject({
      insight_type: "facility_summary",
      facility_id: h.resident.facilityId,
    });
    const home = await h.prisma.senior.findFirstOrThrow({ where: { facilityId: null } });
    const refused = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: home.id,
      message: "Agency note",
      insight_type: "facility_summary",
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(CARE_INSIGHT_MESSAGES.summaryFailed);
    const missing = await call(h, "agent", "POST", R.createSummary.path, {
      senior_id: "00000000-0000-4000-8000-000000000000",
      message: "x",
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(CARE_INSIGHT_MESSAGES.summaryFailed);
  });

  it("is refused to roles without care-insight privileges (403)", async () => {
    for (const who of ["facility", "warehouse", "bdm"] as const) {
      const res = await call(h, who, "POST", R.createSummary.path, { senior_id: h.resident.id, message: "x" });
      expect(res.statusCode, who).toBe(403);
    }
  });
});

describe("POST /api/careinsights/alert", () => {
  it("sends a care agent's alert message for approval and announces approve-alert", async () => {
    const res = await call(h, "agent", "POST", R.createAlert.path, {
      senior_id: h.outsider.id,
      message: "Heart rate high all afternoon",
      vital_type: "heart_rate",
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(CARE_INSIGHT_MESSAGES.alertSubmitted);
    const insight = R.createAlert.data.parse(json(res).data);
    expect(insight).toMatchObject({ insight_type: "alert", status: "sent_for_approval", vital_type: "heart_rate" });
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["approve-alert"]);
    const long = await call(h, "agent", "POST", R.createAlert.path, {
      senior_id: h.outsider.id,
      message: "y".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call(h, "admin", "POST", R.createAlert.path, { senior_id: h.outsider.id, message: "x" })).statusCode,
    ).toBe(403);
  });
});

describe("PUT /api/careinsights/update-insight", () => {
  it("sends a new alert for approval with the trimmed note, keeping who and when in the history", async () => {
    const id = await makeInsight(h.prisma, { seniorId: h.outsider.id, message: "HR 130 at 14:00" });
    const res = await call(h, "agent", "PUT", R.updateInsight.path, {
      care_insight_id: id,
      updated_by: h.users.agent.id,
      status: "sent_for_approval",
      message: "  Called the member; resting now.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(R.updateInsight.data.parse(json(res).data)).toMatchObject({
      status: "sent_for_approval",
      message: "Called the member; resting now.",
      original_message: "HR 130 at 14:00",
      updated_by: h.users.agent.id,
    });
    const rows = await history(id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.message])).toEqual([
      ["new", "sent_for_approval", "Called the member; resting now."],
    ]);
    expect(await fanoutEvents(h.prisma, id)).toEqual(["approve-alert"]);
  });

  it("closes an abandoned alert as no_action without a fan-out", async () => {
    const id = await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "abandoned" });
    const res = await call(h, "wellness", "PUT", R.updateInsight.path, { care_insight_id: id, status: "no_action" });
    expect(res.statusCode).toBe(200);
    expect(json<{ status: string; message: string }>(res).data).toMatchObject({
      status: "no_action",
      message: "Generated alert message",
    });
    expect(await fanoutEvents(h.prisma, id)).toEqual([]);
  });

  it("refuses any other move with 409 and a message naming it", async () => {
    const id = await makeInsight(h.prisma, { seniorId: h.outsider.id });
    const approve = await call(h, "agent", "PUT", R.updateInsight.path, { care_insight_id: id, status: "approved" });
    expect(approve.statusCode).toBe(409);
    expect(json(approve).message).toContain("cannot move from new to approved");
    const done = await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "no_action" });
    const again = await call(h, "agent", "PUT", R.updateInsight.path, {
      care_insight_id: done,
      status: "sent_for_approval",
    });
    expect(again.statusCode).toBe(409);
    const summary = await makeInsight(h.prisma, { seniorId: h.outsider.id, type: "summary", status: "new" });
    const wrongType = await call(h, "agent", "PUT", R.updateInsight.path, {
      care_insight_id: summary,
      status: "no_action",
    });
    expect(wrongType.statusCode).toBe(409);
    expect(json(wrongType).message).toContain("alerts only");
    expect(await history(id)).toEqual([]);
  });

  it("answers 404 for an unknown insight and 403 for approvers without the alerts privilege", async () => {
    const unknown = await call(h, "agent", "PUT", R.updateInsight.path, {
      care_insight_id: "00000000-0000-4000-8000-000000000000",
      status: "no_action",
    });
    expect(unknown.statusCode).toBe(404);
    const id = await makeInsight(h.prisma, { seniorId: h.outsider.id });
    expect(
      (await call(h, "admin", "PUT", R.updateInsight.path, { care_insight_id: id, status: "no_action" })).statusCode,
    ).toBe(403);
  });
});

describe("PUT /api/careinsights/update-status (bulk no_action)", () => {
  it("moves every listed alert to no_action with a history row each", async () => {
    const ids = [
      await makeInsight(h.prisma, { seniorId: h.outsider.id }),
      await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "abandoned" }),
    ];
    const res = await call(h, "agent", "PUT", R.updateStatus.path, { care_insight_ids: ids, status: "no_action" });
    expect(res.statusCode).toBe(200);
    expect(R.updateStatus.data.parse(json(res).data).updated).toBe(2);
    const rows = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "no_action")).toBe(true);
    for (const id of ids) expect((await history(id)).map((r) => r.toStatus)).toEqual(["no_action"]);
  });

  it("is all or nothing: one refused insight leaves every other one unchanged (409)", async () => {
    const fresh = await makeInsight(h.prisma, { seniorId: h.outsider.id });
    const queued = await makeInsight(h.prisma, { seniorId: h.outsider.id, status: "sent_for_approval" });
    const res = await call(h, "agent", "PUT", R.updateStatus.path, {
      care_insight_ids: [fresh, queued],
      status: "no_action",
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toContain(queued);
    expect((await h.prisma.careInsight.findUniqueOrThrow({ where: { id: fresh } })).status).toBe("new");
  });

  it("only targets no_action and bounds the list (400)", async () => {
    const id = await makeInsight(h.prisma, { seniorId: h.outsider.id });
    for (const payload of [
      { care_insight_ids: [id], status: "approved" },
      { care_insight_ids: [], status: "no_action" },
      { care_insight_ids: Array.from({ length: 101 }, () => id), status: "no_action" },
      { care_insight_ids: ["nope"], status: "no_action" },
    ]) {
      const res = await call(h, "agent", "PUT", R.updateStatus.path, payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
