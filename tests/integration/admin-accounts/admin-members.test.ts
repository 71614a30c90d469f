import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Member accounts of the admin area (issue 17 item 2): GET /api/users/admin/seniors, POST …/member/disable and
// …/member/enable. Expected rows are the seeded members (prisma/seed), written out: mfa@demo.care (Morgan Fields,
// evening shift) coaches members 100281–100298; 100299 Marilyn Sanchez and 100300 Rose Turner are disabled and
// have no coach.

const LIST = "/api/users/admin/seniors";
const DISABLE = "/api/users/admin/member/disable";
const ENABLE = "/api/users/admin/member/enable";

/** Morgan Fields's 18 members by last name, first name, member id. */
const FIELDS_MEMBERS = [
  "Dorothy Allen",
  "Gerald Lawrence Campbell",
  "Marilyn Carter",
  "Beverly Davis",
  "Beverly Gonzalez",
  "Frank James Green",
  "Carol Jackson",
  "Eugene Jackson",
  "Ruth Marilyn Johnson",
  "Frances Moore",
  "Linda Lois Robinson",
  "Ruth Robinson",
  "Donna Sanchez",
  "Marilyn Rose Thompson",
  "Harold Torres",
  "Marilyn Marilyn Turner",
  "Donna White",
  "Janet Young",
];

let h: Harness;
let fieldsId: string;
beforeAll(async () => {
  h = await startHarness();
  fieldsId = h.user("mfa").id;
});
afterAll(async () => {
  await h?.close();
});

const names = (items: { full_name: string }[]): string[] => items.map((i) => i.full_name);

describe("GET /api/users/admin/seniors", () => {
  it("pages a coach's members 15 at a time by name with a LastEvaluatedKey", async () => {
    const first = await h.as("admin").get(LIST, { coach: fieldsId });
    expect(first.status).toBe(200);
    expect(names(first.body.data.items)).toEqual(FIELDS_MEMBERS.slice(0, 15));
    expect(first.body.data.last_evaluated_key).toEqual(expect.any(String));
    expect(first.body.data.items[0]).toMatchObject({
      member_id: 100281,
      agency: "Canyon Ridge Assisted Living",
      coach_id: fieldsId,
      coach_name: "Morgan Fields",
      coach_shift: "evening",
      is_active: true,
      disabled_reason: null,
    });
    const second = await h
      .as("admin")
      .get(LIST, { coach: fieldsId, last_evaluated_key: first.body.data.last_evaluated_key });
    expect(names(second.body.data.items)).toEqual(FIELDS_MEMBERS.slice(15));
    expect(second.body.data.last_evaluated_key).toBeNull();
  });

  it("searches name words (any of first, middle, last) or a member id, and filters by shift and status", async () => {
    const marilyn = await h.as("bdm").get(LIST, { coach: fieldsId, search_by_name: "  marilyn " });
    expect(names(marilyn.body.data.items)).toEqual([
      "Marilyn Carter",
      "Ruth Marilyn Johnson",
      "Marilyn Rose Thompson",
      "Marilyn Marilyn Turner",
    ]);
    const two = await h.as("admin").get(LIST, { search_by_name: "marilyn   rose" });
    expect(names(two.body.data.items)).toEqual(["Marilyn Rose Thompson"]);
    const byId = await h.as("admin").get(LIST, { search_by_name: "100005" });
    expect(names(byId.body.data.items)).toEqual(["Beverly Brown"]);

    const unassigned = await h.as("admin").get(LIST, { coach: "unassigned" });
    expect(
      unassigned.body.data.items.map((i: { member_id: number; is_active: boolean }) => [i.member_id, i.is_active]),
    ).toEqual([
      [100299, false],
      [100300, false],
    ]);
    expect(unassigned.body.data.items[0]).toMatchObject({
      disabled_reason: "Moved out of the service area",
      account_disabled_by: "Alex Morgan",
    });
    expect((await h.as("admin").get(LIST, { coach: "unassigned", status: "Active" })).body.data.items).toEqual([]);
    // Evening coaches: Riley Chen, Avery Diaz (40 each) and Morgan Fields (18).
    const evening = await h.as("admin").get(LIST, { shift: "evening", search_by_name: "beverly" });
    expect(names(evening.body.data.items)).toEqual([
      "Beverly Davis",
      "Beverly Gonzalez",
      "Beverly Shirley Green",
      "Jean Beverly Hill",
    ]);
  });

  it("refuses a forged LastEvaluatedKey and a bad coach with the field named", async () => {
    const res = await h.as("admin").get(LIST, { last_evaluated_key: "bm90LWEta2V5", coach: "someone" });
    expect(res.status).toBe(400);
    const fields = (res.body.error?.fields ?? []).map((f) => f.field).sort();
    expect(fields).toEqual(["query.coach", "query.last_evaluated_key"]);
  });
});

describe("member disable and enable", () => {
  it("refuses to disable a member who still has a wellness coach", async () => {
    const res = await h.as("admin").post(DISABLE, { member_id: 100298, reason: "Left the programme" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Morgan Fields could not be disabled as the Member is still assigned to a Wellness Coach.",
    );
    expect((await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100298 } })).isActive).toBe(true);
  });

  it("disables an unassigned member with a reason: gone from lists and dashboards, history kept; enable brings it back", async () => {
    const senior = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100298 } });
    const off = await h.as("admin").delete("/api/users/senior-coach-map", { senior_ids: [senior.id] });
    expect(off.body.data).toEqual({ unassigned: [100298], skipped: [] });

    const res = await h.as("wellness").post(DISABLE, { member_id: 100298, reason: "  Moved to another state  " });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({
      message: "Member account disabled successfully.",
      data: { member_id: 100298, is_active: false },
    });
    const row = (await h.as("admin").get(LIST, { search_by_name: "100298" })).body.data.items[0];
    expect(row).toMatchObject({
      is_active: false,
      disabled_reason: "Moved to another state",
      account_disabled_by: "Whitney Park",
      coach_name: null,
    });

    const home = await h.as("admin").get("/api/users/senior/list", {
      assigned_to: "all",
      search_query: [{ type: "member_id", value: "100298" }],
    });
    expect(home.body.data.items).toEqual([]);
    const dashboard = await h.as("admin").get("/api/measurement/dashboard", {
      search_query: [{ type: "member_id", value: "100298" }],
    });
    expect(dashboard.body.data.dashboard).toEqual({});
    // History stays: the profile and the coaching history still answer.
    const profile = await h.as("admin").get("/api/users/senior/minimal-info", { senior_id: senior.id });
    expect(profile.status).toBe(200);
    expect(await h.prisma.careAgentAssignment.count({ where: { seniorId: senior.id } })).toBe(1);
    // A disabled member cannot get a coach again.
    const map = await h.as("admin").post("/api/users/senior-coach-map", {
      care_agent_id: fieldsId,
      senior_ids: [senior.id],
    });
    expect(map.body.data).toEqual({ assigned: [], unchanged: [], skipped: [senior.id] });

    const on = await h.as("admin").post(ENABLE, { member_id: 100298 });
    expect(on.body).toMatchObject({ message: "Member account enabled successfully.", data: { is_active: true } });
    const back = await h.as("admin").get("/api/users/senior/list", {
      assigned_to: "all",
      search_query: [{ type: "member_id", value: "100298" }],
    });
    expect(back.body.data.items.map((i: { member_id: number }) => i.member_id)).toEqual([100298]);
  });

  it("answers 404 for an unknown member and 400 without a reason", async () => {
    const unknown = await h.as("admin").post(DISABLE, { member_id: 999999, reason: "x" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Member not found");
    const blank = await h.as("admin").post(DISABLE, { member_id: 100300, reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.fields).toEqual([{ field: "body.reason", reason: "Required Field" }]);
  });

  it("refuses care agents, facility agents and warehouse employees", async () => {
    for (const role of ["agent", "facility", "warehouse"] as const) {
      expect((await h.as(role).get(LIST)).status, role).toBe(403);
      expect((await h.as(role).post(DISABLE, { member_id: 100001, reason: "No" })).status, role).toBe(403);
      expect((await h.as(role).post(ENABLE, { member_id: 100300 })).status, role).toBe(403);
    }
  });
});
