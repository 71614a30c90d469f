import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R } from "@care/contracts";
import { call, json, makeInsight, startHarness, type Harness } from "./helpers.js";

let h: Harness;
let approved: string[];
let pending: string;
let otherFacilityInsight: string;
let otherFacilityId: string;
let otherResident: { id: string; accountId: string };

beforeAll(async () => {
  h = await startHarness();
  const agency = (status: "approved" | "approved_with_edit" | "sent_for_approval") =>
    makeInsight(h.prisma, {
      seniorId: h.resident.id,
      facilityId: h.resident.facilityId,
      type: "facility_summary",
      status,
    });
  approved = [await agency("approved"), await agency("approved_with_edit")];
  pending = await agency("sent_for_approval");
  const other = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId: { not: null, notIn: [h.resident.facilityId] } },
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
    const res = await call(h, "facility", "GET", R.allFacility.path, { facility_id: h.resident.facilityId });
    expect(res.statusCode).toBe(200);
    const page = R.allFacility.data.parse(json(res).data);
    expect(page.items.map((i) => i.care_insight_id).sort()).toEqual([...approved].sort());
    expect(page.items.every((i) => i.is_read === false && i.insight_type === "facility_summary")).toBe(true);
    expect(page.items.map((i) => i.care_insight_id)).not.toContain(pending);
  });

  it("gives admins every facility without read marks, and answers 404 for another facility to an agent", async () => {
    const admin = R.allFacility.data.parse(
      json(await call(h, "admin", "GET", R.allFacility.path, { facility_id: otherFacilityId })).data,
    );
    expect(admin.items.map((i) => [i.care_insight_id, i.is_read])).toEqual([[otherFacilityInsight, null]]);
    const agent = await call(h, "facility", "GET", R.allFacility.path, { facility_id: otherFacilityId });
    expect(agent.statusCode).toBe(404);
    expect((await call(h, "agent", "GET", R.allFacility.path, { facility_id: otherFacilityId })).statusCode).toBe(403);
  });
});

describe("POST /api/careinsights/mark-read", () => {
  it("records read marks for the facility agent only, idempotently", async () => {
    const res = await call(h, "facility", "POST", R.markRead.path, {
      senior_id: h.resident.id,
      account_id: h.resident.accountId,
      care_insight_id: approved,
    });
    expect(res.statusCode).toBe(200);
    expect(R.markRead.data.parse(json(res).data)).toMatchObject({ marked: 2 });
    const again = await call(h, "facility", "POST", R.markRead.path, {
      senior_id: h.resident.id,
      care_insight_id: approved,
    });
    expect(R.markRead.data.parse(json(again).data).marked).toBe(0);
    const reads = await h.prisma.careInsightRead.findMany({ where: { insightId: { in: approved } } });
    expect(reads.map((r) => r.userId)).toEqual([h.users.facility.id, h.users.facility.id]);
    const list = R.allFacility.data.parse(
      json(await call(h, "facility", "GET", R.allFacility.path, { facility_id: h.resident.facilityId })).data,
    );
    expect(list.items.every((i) => i.is_read === true)).toBe(true);
  });

  it("is FACILITY_AGENT only (403 for every other role)", async () => {
    for (const who of ["admin", "wellness", "agent", "bdm", "warehouse"] as const) {
      const res = await call(h, who, "POST", R.markRead.path, { senior_id: h.resident.id, care_insight_id: approved });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it("only for the agent's own facility and approved agency summaries (404 otherwise)", async () => {
    const otherSenior = await call(h, "facility", "POST", R.markRead.path, {
      senior_id: otherResident.id,
      care_insight_id: [otherFacilityInsight],
    });
    expect(otherSenior.statusCode).toBe(404);
    const unapproved = await call(h, "facility", "POST", R.markRead.path, {
      senior_id: h.resident.id,
      care_insight_id: [pending],
    });
    expect(unapproved.statusCode).toBe(404);
    const foreign = await call(h, "facility", "POST", R.markRead.path, {
      senior_id: h.resident.id,
      care_insight_id: [otherFacilityInsight],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await h.prisma.careInsightRead.count({ where: { insightId: { in: [pending, otherFacilityInsight] } } }),
    ).toBe(0);
    const bad = await call(h, "facility", "POST", R.markRead.path, { senior_id: h.resident.id, care_insight_id: [] });
    expect(bad.statusCode).toBe(400);
  });
});
