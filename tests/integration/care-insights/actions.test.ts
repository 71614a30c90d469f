import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_INSIGHT_MESSAGES, careInsightRoutes as R, MESSAGE_MAX_LENGTH } from "@care/contracts";
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

const history = (id: string) =>
  h.prisma.careInsightStatusHistory.findMany({ where: { insightId: id }, orderBy: { changedAt: "asc" } });

describe("POST /api/careinsights/summary", () => {
  it("sends a care agent's summary for approval, records its history and announces it to approvers", async () => {
    const res = await h.as("agent").post(R.createSummary.path, {
      senior_id: seniors.outsider.id,
      account_id: seniors.outsider.accountId,
      message: "  Ate well and walked daily.  ",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CARE_INSIGHT_MESSAGES.summarySubmitted);
    const insight = R.createSummary.data.parse(res.body.data);
    expect(insight).toMatchObject({
      status: "sent_for_approval",
      insight_type: "summary",
      kind: "summary",
      message: "Ate well and walked daily.",
      created_by: h.user("agent").id,
      senior_id: seniors.outsider.id,
      account_id: seniors.outsider.accountId,
    });
    const rows = await history(insight.care_insight_id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.changedById])).toEqual([
      [null, "sent_for_approval", h.user("agent").id],
    ]);
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["approve-summary"]);
  });

  it("approves an approver's own summary at once and notifies the care team", async () => {
    const res = await h.as("wellness").post(R.createSummary.path, { senior_id: seniors.outsider.id, message: "ok" });
    const insight = R.createSummary.data.parse(res.body.data);
    expect(insight.status).toBe("approved");
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["summary-action-notification"]);
  });

  it("accepts exactly 2000 characters and refuses 2001 with a 400", async () => {
    const max = await h.as("agent").post(R.createSummary.path, {
      senior_id: seniors.outsider.id,
      message: "x".repeat(MESSAGE_MAX_LENGTH),
    });
    expect(max.status).toBe(200);
    const over = await h.as("agent").post(R.createSummary.path, {
      senior_id: seniors.outsider.id,
      message: "x".repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(over.status).toBe(400);
    expect(over.body.error?.fields?.[0]?.field).toBe("body.message");
    const blank = await h.as("agent").post(R.createSummary.path, { senior_id: seniors.outsider.id, message: "   " });
    expect(blank.status).toBe(400);
  });

  it("writes agency summaries only for facility residents, with the spec's failure text otherwise", async () => {
    const ok = await h.as("agent").post(R.createSummary.path, {
      senior_id: seniors.resident.id,
      message: "Agency note",
      insight_type: "facility_summary",
    });
    expect(ok.status).toBe(200);
    expect(R.createSummary.data.parse(ok.body.data)).toMatchObject({
      insight_type: "facility_summary",
      facility_id: seniors.resident.facilityId,
    });
    const home = await h.prisma.senior.findFirstOrThrow({ where: { facilityId: null } });
    const refused = await h.as("agent").post(R.createSummary.path, {
      senior_id: home.id,
      message: "Agency note",
      insight_type: "facility_summary",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CARE_INSIGHT_MESSAGES.summaryFailed);
    const missing = await h.as("agent").post(R.createSummary.path, {
      senior_id: "00000000-0000-4000-8000-000000000000",
      message: "x",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CARE_INSIGHT_MESSAGES.summaryFailed);
  });

  it("is refused to roles without care-insight privileges (403)", async () => {
    for (const who of ["facility", "warehouse", "bdm"] as const) {
      const res = await h.as(who).post(R.createSummary.path, { senior_id: seniors.resident.id, message: "x" });
      expect(res.status, who).toBe(403);
    }
  });
});

describe("POST /api/careinsights/alert", () => {
  it("sends a care agent's alert message for approval and announces approve-alert", async () => {
    const res = await h.as("agent").post(R.createAlert.path, {
      senior_id: seniors.outsider.id,
      message: "Heart rate high all afternoon",
      vital_type: "heart_rate",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CARE_INSIGHT_MESSAGES.alertSubmitted);
    const insight = R.createAlert.data.parse(res.body.data);
    expect(insight).toMatchObject({ insight_type: "alert", status: "sent_for_approval", vital_type: "heart_rate" });
    expect(await fanoutEvents(h.prisma, insight.care_insight_id)).toEqual(["approve-alert"]);
    const long = await h.as("agent").post(R.createAlert.path, {
      senior_id: seniors.outsider.id,
      message: "y".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(
      (await h.as("admin").post(R.createAlert.path, { senior_id: seniors.outsider.id, message: "x" })).status,
    ).toBe(403);
  });
});

describe("PUT /api/careinsights/update-insight", () => {
  it("sends a new alert for approval with the trimmed note, keeping who and when in the history", async () => {
    const id = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, message: "HR 130 at 14:00" });
    const res = await h.as("agent").put(R.updateInsight.path, {
      care_insight_id: id,
      updated_by: h.user("agent").id,
      status: "sent_for_approval",
      message: "  Called the member; resting now.  ",
    });
    expect(res.status).toBe(200);
    expect(R.updateInsight.data.parse(res.body.data)).toMatchObject({
      status: "sent_for_approval",
      message: "Called the member; resting now.",
      original_message: "HR 130 at 14:00",
      updated_by: h.user("agent").id,
    });
    const rows = await history(id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.message])).toEqual([
      ["new", "sent_for_approval", "Called the member; resting now."],
    ]);
    expect(await fanoutEvents(h.prisma, id)).toEqual(["approve-alert"]);
  });

  it("closes an abandoned alert as no_action without a fan-out", async () => {
    const id = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "abandoned" });
    const res = await h.as("wellness").put(R.updateInsight.path, { care_insight_id: id, status: "no_action" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "no_action",
      message: "Generated alert message",
    });
    expect(await fanoutEvents(h.prisma, id)).toEqual([]);
  });

  it("refuses any other move with 409 and a message naming it", async () => {
    const id = await makeInsight(h.prisma, { seniorId: seniors.outsider.id });
    const approve = await h.as("agent").put(R.updateInsight.path, { care_insight_id: id, status: "approved" });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toContain("cannot move from new to approved");
    const done = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "no_action" });
    const again = await h.as("agent").put(R.updateInsight.path, {
      care_insight_id: done,
      status: "sent_for_approval",
    });
    expect(again.status).toBe(409);
    const summary = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, type: "summary", status: "new" });
    const wrongType = await h.as("agent").put(R.updateInsight.path, {
      care_insight_id: summary,
      status: "no_action",
    });
    expect(wrongType.status).toBe(409);
    expect(wrongType.body.message).toContain("alerts only");
    expect(await history(id)).toEqual([]);
  });

  it("answers 404 for an unknown insight and 403 for approvers without the alerts privilege", async () => {
    const unknown = await h.as("agent").put(R.updateInsight.path, {
      care_insight_id: "00000000-0000-4000-8000-000000000000",
      status: "no_action",
    });
    expect(unknown.status).toBe(404);
    const id = await makeInsight(h.prisma, { seniorId: seniors.outsider.id });
    expect((await h.as("admin").put(R.updateInsight.path, { care_insight_id: id, status: "no_action" })).status).toBe(
      403,
    );
  });
});

describe("PUT /api/careinsights/update-status (bulk no_action)", () => {
  it("moves every listed alert to no_action with a history row each", async () => {
    const ids = [
      await makeInsight(h.prisma, { seniorId: seniors.outsider.id }),
      await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "abandoned" }),
    ];
    const res = await h.as("agent").put(R.updateStatus.path, { care_insight_ids: ids, status: "no_action" });
    expect(res.status).toBe(200);
    expect(R.updateStatus.data.parse(res.body.data).updated).toBe(2);
    const rows = await h.prisma.careInsight.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "no_action")).toBe(true);
    for (const id of ids) expect((await history(id)).map((r) => r.toStatus)).toEqual(["no_action"]);
  });

  it("is all or nothing: one refused insight leaves every other one unchanged (409)", async () => {
    const fresh = await makeInsight(h.prisma, { seniorId: seniors.outsider.id });
    const queued = await makeInsight(h.prisma, { seniorId: seniors.outsider.id, status: "sent_for_approval" });
    const res = await h.as("agent").put(R.updateStatus.path, {
      care_insight_ids: [fresh, queued],
      status: "no_action",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(queued);
    expect((await h.prisma.careInsight.findUniqueOrThrow({ where: { id: fresh } })).status).toBe("new");
  });

  it("only targets no_action and bounds the list (400)", async () => {
    const id = await makeInsight(h.prisma, { seniorId: seniors.outsider.id });
    for (const payload of [
      { care_insight_ids: [id], status: "approved" },
      { care_insight_ids: [], status: "no_action" },
      { care_insight_ids: Array.from({ length: 101 }, () => id), status: "no_action" },
      { care_insight_ids: ["nope"], status: "no_action" },
    ]) {
      const res = await h.as("agent").put(R.updateStatus.path, payload);
      expect(res.status).toBe(400);
    }
  });
});
