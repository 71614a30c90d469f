import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, fanoutEvents, makeInsight } from "../../support/fixtures.js";
import { type Harness, startHarness } from "../../support/harness.js";

// Issue 28 item 3, the care agent's alerts as the portal works them (spec 2 §4, §7): GET careinsights/query with
// status ["new","abandoned"] (a JSON list, as the portal sends it) and the default insight_type action loads the
// senior's alerts; PUT update-insight sends one for approval; PUT update-status sets the rest to no_action; the
// list then holds nothing, and only the alert sent for approval announced anything.

let h: Harness;
let seniors: FacilitySeniors;
const MIN = 60_000;
const ago = (minutes: number): Date => new Date(Date.now() - minutes * MIN);

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
});
afterAll(async () => {
  await h?.close();
});

const openAlerts = async (): Promise<string[]> => {
  const res = await h.as("agent").get(R.query.path, {
    senior_id: seniors.outsider.id,
    account_id: seniors.outsider.accountId,
    status: '["new","abandoned"]',
    limit: "100",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return R.query.data.parse(res.body.data).items.map((i) => i.care_insight_id);
};

describe("the care agent's alerts", () => {
  it("loads new and abandoned action alerts newest first; acted on one by one or in bulk, they leave the list", async () => {
    const senior = seniors.outsider.id;
    const a1 = await makeInsight(h.prisma, { seniorId: senior, status: "new", message: "HR 131", createdAt: ago(10) });
    const a2 = await makeInsight(h.prisma, { seniorId: senior, status: "abandoned", createdAt: ago(20) });
    const a3 = await makeInsight(h.prisma, { seniorId: senior, status: "new", createdAt: ago(30) });
    // Not alerts to act on: queued for approval, already closed, a summary.
    await makeInsight(h.prisma, { seniorId: senior, status: "sent_for_approval", createdAt: ago(5) });
    await makeInsight(h.prisma, { seniorId: senior, status: "no_action", createdAt: ago(6) });
    await makeInsight(h.prisma, { seniorId: senior, type: "summary", status: "new", createdAt: ago(7) });

    expect(await openAlerts()).toEqual([a1, a2, a3]);

    const sent = await h.as("agent").put(R.updateInsight.path, {
      care_insight_id: a1,
      updated_by: h.user("agent").id,
      status: "sent_for_approval",
      message: "Called the member; resting now.",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "sent_for_approval", message: "Called the member; resting now." });
    expect(await openAlerts()).toEqual([a2, a3]);

    const bulk = await h.as("agent").put(R.updateStatus.path, {
      care_insight_ids: [a2, a3],
      updated_by: h.user("agent").id,
      status: "no_action",
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ updated: 2, care_insight_ids: expect.arrayContaining([a2, a3]) });
    expect(await openAlerts()).toEqual([]);

    // The history keeps them all, with their new statuses; only the alert sent for approval announced anything.
    const history = await h.as("agent").get(R.history.path, { senior_id: senior, insight_type: "alert", limit: "100" });
    const statuses = Object.fromEntries(
      R.history.data.parse(history.body.data).items.map((i) => [i.care_insight_id, i.status]),
    );
    expect([statuses[a1], statuses[a2], statuses[a3]]).toEqual(["sent_for_approval", "no_action", "no_action"]);
    expect(await fanoutEvents(h.prisma, a1)).toEqual(["approve-alert"]);
    expect(await fanoutEvents(h.prisma, a2)).toEqual([]);
    expect(await fanoutEvents(h.prisma, a3)).toEqual([]);
  });

  it("answers 400 naming the field for a status list that is not JSON, and 403 to roles without alerts", async () => {
    const bad = await h.as("agent").get(R.query.path, { senior_id: seniors.outsider.id, status: "[new" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.[0]?.field).toContain("status");
    for (const who of ["admin", "facility", "warehouse", "bdm"] as const) {
      const res = await h.as(who).get(R.query.path, { senior_id: seniors.outsider.id });
      expect(res.status, who).toBe(403);
    }
  });
});
