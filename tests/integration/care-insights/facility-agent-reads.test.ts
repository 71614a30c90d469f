import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careInsightRoutes as R } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, makeInsight } from "../../support/fixtures.js";
import { type Harness, startHarness } from "../../support/harness.js";

// Issue 20 item 4(b): a facility agent reads only approved insights, whatever `status` they ask for, and never the
// original (pre-approval) message. A care agent on the same calls still gets what they ask for.

let h: Harness;
let seniors: FacilitySeniors;
const ids: Record<string, string> = {};
const ORIGINAL = "First draft: mentions the family dispute";
const EDITED = "Approved text after the approver's edit";

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
  const insight = (status: "new" | "sent_for_approval" | "denied" | "approved" | "approved_with_edit") =>
    makeInsight(h.prisma, {
      seniorId: seniors.resident.id,
      facilityId: seniors.resident.facilityId,
      type: "facility_summary",
      status,
      message: status === "approved_with_edit" ? EDITED : `A ${status} agency summary`,
    });
  for (const status of ["new", "sent_for_approval", "denied", "approved", "approved_with_edit"] as const) {
    ids[status] = await insight(status);
  }
  // The edited one keeps its first text, as approve-with-edit leaves it, and its history has both steps.
  const edited = ids.approved_with_edit as string;
  await h.prisma.careInsight.update({ where: { id: edited }, data: { originalMessage: ORIGINAL } });
  await h.prisma.careInsightStatusHistory.createMany({
    data: [
      { insightId: edited, fromStatus: null, toStatus: "sent_for_approval", message: ORIGINAL },
      { insightId: edited, fromStatus: "sent_for_approval", toStatus: "approved_with_edit", message: EDITED },
    ],
  });
});
afterAll(async () => {
  await h?.close();
});

const senior = () => ({ senior_id: seniors.resident.id, account_id: seniors.resident.accountId });
const approvedIds = () => [ids.approved, ids.approved_with_edit].sort();

interface Item {
  care_insight_id: string;
  status: string;
  original_message: string | null;
}

async function items(who: "facility" | "agent" | "admin", path: string, query: Record<string, unknown>) {
  const res = await h.as(who).get(path, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { items: Item[] }).items;
}

describe("facility agents read approved insights only", () => {
  it.each([
    ["history", R.history.path],
    ["all", R.all.path],
  ])("GET %s with status=new, sent_for_approval or denied answers the approved ones, no original", async (_, path) => {
    for (const status of ["new", JSON.stringify(["sent_for_approval", "denied"])]) {
      const got = await items("facility", path, { ...senior(), status });
      expect(got.map((i) => i.care_insight_id).sort(), status).toEqual(approvedIds());
      expect(got.map((i) => i.original_message)).toEqual([null, null]);
    }
  });

  it("GET all-facility with status=new answers the approved summaries, no original", async () => {
    const got = await items("facility", R.allFacility.path, {
      facility_id: seniors.resident.facilityId,
      status: "new",
    });
    expect(got.map((i) => i.care_insight_id).sort()).toEqual(approvedIds());
    expect(got.find((i) => i.care_insight_id === ids.approved_with_edit)?.original_message).toBeNull();
  });

  it("GET sub-history: 404 for an insight that is not approved, and only the approved step of one that is", async () => {
    for (const status of ["new", "sent_for_approval", "denied"]) {
      const res = await h.as("facility").get(R.subHistory.path, {
        senior_id: seniors.resident.id,
        care_insight_id: ids[status],
      });
      expect(res.status, status).toBe(404);
    }
    const res = await h.as("facility").get(R.subHistory.path, {
      senior_id: seniors.resident.id,
      care_insight_id: ids.approved_with_edit,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const steps = res.body.data as { to_status: string; message: string | null }[];
    expect(steps.map((s) => [s.to_status, s.message])).toEqual([["approved_with_edit", EDITED]]);
  });

  it("leaves care agents and approvers their filter and the original message", async () => {
    const agent = await items("agent", R.history.path, { ...senior(), status: "new" });
    expect(agent.map((i) => i.care_insight_id)).toEqual([ids.new]);
    const admin = await items("admin", R.allFacility.path, {
      facility_id: seniors.resident.facilityId,
      status: "approved",
    });
    expect(admin.find((i) => i.care_insight_id === ids.approved_with_edit)?.original_message).toBe(ORIGINAL);
  });
});
