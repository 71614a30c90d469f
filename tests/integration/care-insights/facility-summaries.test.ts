import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, makeInsight } from "../../support/fixtures.js";
import { type Harness, startHarness } from "../../support/harness.js";

let h: Harness;
let seniors: FacilitySeniors;
let approved: string[];
let pending: string;
let otherFacilityInsight: string;
let otherFacilityId: string;
let otherResident: { id: string; accountId: string };

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
  const agency = (status: "approved" | "approved_with_edit" | "sent_for_approval") =>
    makeInsight(h.prisma, {
      seniorId: seniors.resident.id,
      facilityId: seniors.resident.facilityId,
      type: "facility_summary",
      status,
    });
  approved = [await agency("approved"), await agency("approved_with_edit")];
  pending = await agency("sent_for_approval");
  const other = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId: { not: null, notIn: [seniors.resident.facilityId] } },
  });
  otherFacilityId = other.facilityId ?? "";
  otherResident = { id: other.id, accountId: other.accountId };
  otherFacilityInsight = await makeInsight(h.prisma, {
    seniorId: other.id,
    facilityId: otherFacilityId,
    type: "facility_summary",
    status: "approved",
  });
});
afterAll(async () => {
  await h?.close();
});

describe("GET /api/careinsights/all-facility", () => {
  it("lists a facility's approved agency summaries with the facility agent's read marks", async () => {
    const res = await h.as("facility").get(R.allFacility.path, { facility_id: seniors.resident.facilityId });
    expect(res.status).toBe(200);
    const page = R.allFacility.data.parse(res.body.data);
    expect(page.items.map((i) => i.care_insight_id).sort()).toEqual([...approved].sort());
    expect(page.items.every((i) => i.is_read === false && i.insight_type === "facility_summary")).toBe(true);
    expect(page.items.map((i) => i.care_insight_id)).not.toContain(pending);
  });

  it("gives admins every facility without read marks, and answers 404 for another facility to an agent", async () => {
    const admin = R.allFacility.data.parse(
      (await h.as("admin").get(R.allFacility.path, { facility_id: otherFacilityId })).body.data,
    );
    expect(admin.items.map((i) => [i.care_insight_id, i.is_read])).toEqual([[otherFacilityInsight, null]]);
    const agent = await h.as("facility").get(R.allFacility.path, { facility_id: otherFacilityId });
    expect(agent.status).toBe(404);
    expect((await h.as("agent").get(R.allFacility.path, { facility_id: otherFacilityId })).status).toBe(403);
  });
});

describe("POST /api/careinsights/mark-read", () => {
  it("records read marks for the facility agent only, idempotently", async () => {
    const res = await h.as("facility").post(R.markRead.path, {
      senior_id: seniors.resident.id,
      account_id: seniors.resident.accountId,
      care_insight_id: approved,
    });
    expect(res.status).toBe(200);
    expect(R.markRead.data.parse(res.body.data)).toMatchObject({ marked: 2 });
    const again = await h.as("facility").post(R.markRead.path, {
      senior_id: seniors.resident.id,
      care_insight_id: approved,
    });
    expect(R.markRead.data.parse(again.body.data).marked).toBe(0);
    const reads = await h.prisma.careInsightRead.findMany({ where: { insightId: { in: approved } } });
    expect(reads.map((r) => r.userId)).toEqual([h.user("facility").id, h.user("facility").id]);
    const list = R.allFacility.data.parse(
      (await h.as("facility").get(R.allFacility.path, { facility_id: seniors.resident.facilityId })).body.data,
    );
    expect(list.items.every((i) => i.is_read === true)).toBe(true);
  });

  it("is FACILITY_AGENT only (403 for every other role)", async () => {
    for (const who of ["admin", "wellness", "agent", "bdm", "warehouse"] as const) {
      const res = await h.as(who).post(R.markRead.path, { senior_id: seniors.resident.id, care_insight_id: approved });
      expect(res.status, who).toBe(403);
    }
  });

  it("only for the agent's own facility and approved agency summaries (404 otherwise)", async () => {
    const otherSenior = await h.as("facility").post(R.markRead.path, {
      senior_id: otherResident.id,
      care_insight_id: [otherFacilityInsight],
    });
    expect(otherSenior.status).toBe(404);
    const unapproved = await h.as("facility").post(R.markRead.path, {
      senior_id: seniors.resident.id,
      care_insight_id: [pending],
    });
    expect(unapproved.status).toBe(404);
    const foreign = await h.as("facility").post(R.markRead.path, {
      senior_id: seniors.resident.id,
      care_insight_id: [otherFacilityInsight],
    });
    expect(foreign.status).toBe(404);
    expect(
      await h.prisma.careInsightRead.count({ where: { insightId: { in: [pending, otherFacilityInsight] } } }),
    ).toBe(0);
    const bad = await h.as("facility").post(R.markRead.path, { senior_id: seniors.resident.id, care_insight_id: [] });
    expect(bad.status).toBe(400);
  });
});
