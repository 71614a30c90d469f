// GET /api/users/senior/list (the Home page's seniors, spec 2 §7) and GET /api/users/senior/header (the senior header
// card, spec 2 §2). Expected rows are written out from the demo data (prisma/seed): agent@demo.care (Casey Rivera)
// coaches members 100001–100040, mfa@demo.care 100281–100298, facility@demo.care manages Evergreen Gardens Assisted
// Living; members 100299 and 100300 are disabled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

const LIST = "/api/users/senior/list";
const HEADER = "/api/users/senior/header";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ids = (res: { body: { data: { items: { member_id: number }[] } } }): number[] =>
  res.body.data.items.map((r) => r.member_id);

const base64Url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

// agent@demo.care's 40 members by member since (created_at), ties by member id.
const AGENT_BY_MEMBER_SINCE = [
  100005, 100035, 100022, 100008, 100012, 100031, 100017, 100010, 100026, 100024, 100016, 100038, 100003, 100011,
  100007, 100004, 100030, 100009, 100027, 100015, 100006, 100018, 100034, 100037, 100002, 100040, 100020, 100014,
  100039, 100021, 100023, 100028, 100033, 100036, 100032, 100001, 100019, 100013, 100025, 100029,
];

describe("scope by role", () => {
  it("a care agent sees their 40 assigned members, by member since, with their row fields", async () => {
    const res = await h.as("agent").get(LIST);
    expect(res.status, res.raw.body).toBe(200);
    expect(ids(res)).toEqual(AGENT_BY_MEMBER_SINCE);
    expect(res.body.data.last_evaluated_key).toBeNull();
    expect(res.body.data.items[0]).toEqual({
      senior_id: expect.any(String),
      account_id: expect.any(String),
      name: { first_name: "Beverly", middle_name: null, last_name: "Brown" },
      member_id: 100005,
      zone: "blue",
      member_type: "community",
      member_since: "2023-01-01T00:00:00.000Z",
      timezone: expect.any(String),
      is_resident: true,
      facility_id: expect.any(String),
      facility_type: "independent_living",
      agency: "Evergreen Commons",
      coach_name: "Casey Rivera",
      profile_image_id: null,
    });
    const home = res.body.data.items.find((r: { member_id: number }) => r.member_id === 100001);
    expect(home).toMatchObject({ agency: null, facility_type: null, is_resident: false, member_type: "at_home" });
  });

  it("assigned_to with the agent's own id is the same list; 'all' widens it to every active member", async () => {
    const own = await h.as("agent").get(LIST, { assigned_to: h.user("agent").id });
    expect(ids(own)).toEqual(AGENT_BY_MEMBER_SINCE);
    const all = await h.as("agent").get(LIST, { assigned_to: "all" });
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(100);
    expect(ids(all).slice(0, 3)).toEqual([100005, 100089, 100282]);
  });

  it("assigned_to another agent lists that agent's members", async () => {
    const res = await h.as("agent").get(LIST, { assigned_to: h.user("mfa").id, limit: "3" });
    expect(ids(res)).toEqual([100282, 100296, 100290]);
    expect(res.body.data.items[0].coach_name).toBe("Morgan Fields");
  });

  it("a facility agent sees their facility's residents only, even when asking for all or another facility", async () => {
    const expected = [
      100110, 100290, 100128, 100092, 100146, 100200, 100272, 100056, 100038, 100182, 100254, 100002, 100020, 100164,
      100236, 100074, 100218,
    ];
    const res = await h.as("facility").get(LIST);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected);
    expect(new Set(res.body.data.items.map((r: { agency: string }) => r.agency))).toEqual(
      new Set(["Evergreen Gardens Assisted Living"]),
    );
    expect(ids(await h.as("facility").get(LIST, { assigned_to: "all" }))).toEqual(expected);
    const other = await h.prisma.facility.findFirstOrThrow({ where: { name: "Evergreen Commons" } });
    expect(ids(await h.as("facility").get(LIST, { facility_id: other.id }))).toEqual([]);
  });

  it("warehouse employees and BDMs see every active member; disabled members (100299, 100300) never", async () => {
    for (const role of ["warehouse", "bdm", "admin"] as const) {
      const res = await h.as(role).get(LIST, {
        search_query: [{ type: "member_id", value: "10029" }],
        order: "member_id",
      });
      expect(res.status, role).toBe(200);
      expect(ids(res), role).toEqual([100290, 100291, 100292, 100293, 100294, 100295, 100296, 100297, 100298]);
    }
    const last = await h.as("admin").get(LIST, { order: "member_id", ascending: "false", limit: "2" });
    expect(ids(last)).toEqual([100298, 100297]);
  });
});

describe("search, filters and sort", () => {
  it("finds by name words (case-insensitive, trimmed, spaces collapsed) within the scope", async () => {
    const res = await h.as("agent").get(LIST, { search_query: [{ type: "name", value: "  lopez  " }] });
    expect(ids(res)).toEqual([100026, 100015, 100018, 100028]);
    const two = await h.as("agent").get(LIST, { search_query: [{ type: "name", value: "Barbara   Lopez" }] });
    expect(ids(two)).toEqual([100028]);
    const all = await h
      .as("agent")
      .get(LIST, { assigned_to: "all", search_query: [{ type: "name", value: "gloria" }] });
    expect(ids(all)).toEqual([100169, 100020, 100033, 100226]);
  });

  it("finds by member id prefix", async () => {
    const res = await h.as("agent").get(LIST, { search_query: [{ type: "member_id", value: "10003" }] });
    expect(ids(res)).toEqual([100035, 100031, 100038, 100030, 100034, 100037, 100039, 100033, 100036, 100032]);
  });

  it("refuses searches the spec does not allow", async () => {
    const short = await h.as("agent").get(LIST, { search_query: [{ type: "name", value: "lo" }] });
    expect(short.status).toBe(400);
    const letters = await h.as("agent").get(LIST, { search_query: [{ type: "member_id", value: "10a" }] });
    expect(letters.status).toBe(400);
    const notJson = await h.as("agent").get(LIST, { search_query: "{" });
    expect(notJson.status).toBe(400);
  });

  it("filters by zone, residency and coach assignment", async () => {
    expect(ids(await h.as("agent").get(LIST, { zone: "white" }))).toEqual([100018, 100013, 100029]);
    expect(ids(await h.as("agent").get(LIST, { is_resident: "true", zone: "gold" }))).toEqual([100008, 100026, 100023]);
    expect(ids(await h.as("admin").get(LIST, { assigned: "false" }))).toEqual([]);
    expect((await h.as("agent").get(LIST, { zone: "purple" })).status).toBe(400);
  });

  it("sorts by name, both ways", async () => {
    const asc = await h.as("agent").get(LIST, { order: "name", limit: "5" });
    expect(ids(asc)).toEqual([100013, 100007, 100038, 100020, 100031]);
    const desc = await h.as("agent").get(LIST, { order: "name", ascending: "false", limit: "3" });
    expect(ids(desc)).toEqual([100032, 100016, 100024]);
  });
});

describe("paging with last_evaluated_key", () => {
  it("walks every active member in pages of 100: 100 + 100 + 98", async () => {
    const p1 = await h.as("warehouse").get(LIST);
    expect(p1.body.data.items).toHaveLength(100);
    expect(p1.body.data.last_evaluated_key).toEqual(expect.any(String));
    expect(ids(p1).slice(-1)).toEqual([100213]);
    const p2 = await h.as("warehouse").get(LIST, { last_evaluated_key: p1.body.data.last_evaluated_key });
    expect(p2.status).toBe(200);
    expect(ids(p2).slice(0, 2)).toEqual([100103, 100017]);
    expect(p2.body.data.items).toHaveLength(100);
    const p3 = await h.as("warehouse").get(LIST, { last_evaluated_key: p2.body.data.last_evaluated_key });
    expect(p3.body.data.items).toHaveLength(98);
    expect(p3.body.data.last_evaluated_key).toBeNull();
    const seen = new Set([...ids(p1), ...ids(p2), ...ids(p3)]);
    expect(seen.size).toBe(298);
  });

  it("continues a name-ordered list after its key, and ties on member since by member id", async () => {
    const p1 = await h.as("agent").get(LIST, { order: "name", limit: "5" });
    const p2 = await h.as("agent").get(LIST, {
      order: "name",
      limit: "5",
      last_evaluated_key: p1.body.data.last_evaluated_key,
    });
    expect(ids(p2)).toEqual([100005, 100025, 100002, 100037, 100004]);
    // 100164 and 100236 both joined on 2025-07-13: a page boundary between them loses neither.
    const f1 = await h.as("facility").get(LIST, { limit: "14" });
    expect(ids(f1).slice(-1)).toEqual([100164]);
    const f2 = await h.as("facility").get(LIST, { last_evaluated_key: f1.body.data.last_evaluated_key });
    expect(ids(f2)).toEqual([100236, 100074, 100218]);
  });

  it("answers 400, never 500, to keys the API did not issue", async () => {
    const forged = [
      "not a key",
      base64Url(["member_since", "yesterday", 100001]),
      base64Url(["member_since", "2024-01-01T00:00:00.000Z", 1.5]),
      base64Url(["member_since", "2024-01-01T00:00:00.000Z", 99_999_999_999]),
      base64Url(["name", "Adams\u0000", "Dorothy", 100013]),
      base64Url({ order: "member_id", memberId: 100001 }),
      "x".repeat(2000),
    ];
    for (const key of forged) {
      const res = await h.as("agent").get(LIST, { last_evaluated_key: key });
      expect(res.status, key).toBe(400);
      expect(res.body.error?.fields?.[0]?.field, key).toBe("query.last_evaluated_key");
    }
    // A real key of another order does not continue this one.
    const byName = await h.as("agent").get(LIST, { order: "name", limit: "5" });
    const mixed = await h.as("agent").get(LIST, { last_evaluated_key: byName.body.data.last_evaluated_key });
    expect(mixed.status).toBe(400);
  });
});

describe("senior header", () => {
  it("answers the header card's facts of an independent-living resident", async () => {
    const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100005 } });
    const res = await h.as("agent").get(HEADER, { senior_id: s.id, account_id: s.accountId });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual({
      senior_id: s.id,
      account_id: s.accountId,
      name: { first_name: "Beverly", middle_name: null, last_name: "Brown" },
      profile_image_id: null,
      zone: "blue",
      member_type: "community",
      member_id: 100005,
      member_since: "2023-01-01T00:00:00.000Z",
      dob: "1957-05-11",
      timezone: s.timezone,
      is_resident: true,
      facility_type: "independent_living",
      agency: "Evergreen Commons",
      move_in_date: "2021-04-06",
    });
  });

  it("is 404 outside the caller's scope and for a mismatched account id", async () => {
    const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100005 } });
    const other = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100001 } });
    expect((await h.as("facility").get(HEADER, { senior_id: s.id, account_id: s.accountId })).status).toBe(404);
    expect((await h.as("agent").get(HEADER, { senior_id: s.id, account_id: other.accountId })).status).toBe(404);
    const own = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100002 } });
    const res = await h.as("facility").get(HEADER, { senior_id: own.id, account_id: own.accountId });
    expect(res.body.data).toMatchObject({
      name: { first_name: "Sandra", middle_name: "Joan", last_name: "Carter" },
      agency: "Evergreen Gardens Assisted Living",
      facility_type: "assisted_living",
      move_in_date: "2022-05-14",
      dob: "1943-09-08",
    });
  });
});
