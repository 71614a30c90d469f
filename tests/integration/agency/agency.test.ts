import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// The agency area's reads (issue 18) over the demo data. Expected values are written out from prisma/seed: the
// facility agent's agency is Evergreen Gardens Assisted Living (Atlanta, GA, 4045550200) with 17 active residents:
// white 3, blue 7, green 3, gold 4.
const GARDENS_COUNTS = { overall: 14, blue: 7, green: 3, gold: 4, white: 3, total_residents: 17 };
const GARDENS_CLIENTS_BY_NAME = [
  ["Anderson", "Beverly"],
  ["Anderson", "Gloria"],
  ["Brown", "Barbara"],
  ["Campbell", "Robert"],
  ["Carter", "Sandra"],
  ["Clark", "Sharon"],
  ["Harris", "Carl"],
  ["Hernandez", "Judith"],
  ["Lewis", "Earl"],
  ["Moore", "Frances"],
  ["Nelson", "Linda"],
  ["Robinson", "Albert"],
  ["Sanchez", "Nancy"],
  ["Scott", "Janet"],
  ["Taylor", "Paul"],
  ["Taylor", "Phyllis"],
  ["Wilson", "Raymond"],
];

const DAY_MS = 86_400_000;

describe("agency area reads", () => {
  let h: Harness;
  let gardensId: string;
  let otherFacilityId: string;
  beforeAll(async () => {
    h = await startHarness();
    gardensId = h.user("facility").facilityId ?? "";
    const other = await h.prisma.facility.findFirstOrThrow({ where: { name: "Canyon Ridge Memory Care" } });
    otherFacilityId = other.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("GET /api/users/agency/list", () => {
    it("lists every agency for Admin, 10 a page, by name, with corporate, place, phone and resident counts", async () => {
      const res = await h.as("admin").get("/api/users/agency/list");
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.total).toBe(6);
      expect(res.body.data.next_offset).toBe(-1);
      const rows = res.body.data.items as {
        name: string;
        corporate_name: string;
        facility_type: string;
        address_city: string;
        address_state: string;
        phone: string;
        resident_counts: Record<string, number>;
      }[];
      expect(rows.map((r) => [r.name, r.corporate_name, r.facility_type, r.address_city, r.address_state])).toEqual([
        ["Canyon Ridge Assisted Living", "Canyon Ridge Communities", "assisted_living", "Phoenix", "AZ"],
        ["Canyon Ridge Memory Care", "Canyon Ridge Communities", "memory_care", "Austin", "TX"],
        ["Canyon Ridge at Lakewood", "Canyon Ridge Communities", "independent_living", "Lakewood", "CO"],
        ["Evergreen Commons", "Evergreen Senior Living", "independent_living", "Orlando", "FL"],
        ["Evergreen Gardens Assisted Living", "Evergreen Senior Living", "assisted_living", "Atlanta", "GA"],
        ["Evergreen Memory Care of Charlotte", "Evergreen Senior Living", "memory_care", "Charlotte", "NC"],
      ]);
      expect(rows[4]?.phone).toBe("4045550200");
      expect(rows[4]?.resident_counts).toEqual(GARDENS_COUNTS);
      expect(rows[1]?.resident_counts).toEqual({
        overall: 13,
        blue: 7,
        green: 3,
        gold: 3,
        white: 3,
        total_residents: 16,
      });
    });

    it("pages and searches agency or corporate names", async () => {
      const page = await h.as("bdm").get("/api/users/agency/list", { offset: "4", limit: "10" });
      expect(page.status, page.raw.body).toBe(200);
      expect(page.body.data.items.map((r: { name: string }) => r.name)).toEqual([
        "Evergreen Gardens Assisted Living",
        "Evergreen Memory Care of Charlotte",
      ]);
      const first = await h.as("wellness").get("/api/users/agency/list", { limit: "2" });
      expect(first.body.data.next_offset).toBe(2);
      const search = await h.as("admin").get("/api/users/agency/list", { search: "  canyon   ridge " });
      expect(search.body.data.total).toBe(3);
      const byCorporate = await h.as("admin").get("/api/users/agency/list", { search: "evergreen senior" });
      expect(byCorporate.body.data.total).toBe(3);
    });

    it("gives a facility agent their own agency only", async () => {
      const res = await h.as("facility").get("/api/users/agency/list");
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.items.map((r: { facility_id: string }) => r.facility_id)).toEqual([gardensId]);
    });

    it("refuses care agents and warehouse employees", async () => {
      expect((await h.as("agent").get("/api/users/agency/list")).status).toBe(403);
      expect((await h.as("warehouse").get("/api/users/agency/list")).status).toBe(403);
    });
  });

  describe("GET /api/users/agency/detail", () => {
    it("answers the header card of an agency", async () => {
      const res = await h.as("facility").get("/api/users/agency/detail", { facility_id: gardensId });
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data).toMatchObject({
        facility_id: gardensId,
        name: "Evergreen Gardens Assisted Living",
        corporate_name: "Evergreen Senior Living",
        facility_type: "assisted_living",
        address_city: "Atlanta",
        address_state: "GA",
        phone: "4045550200",
        resident_counts: GARDENS_COUNTS,
      });
    });

    it("answers 404 for another agency to a facility agent, and for an unknown id", async () => {
      expect((await h.as("facility").get("/api/users/agency/detail", { facility_id: otherFacilityId })).status).toBe(
        404,
      );
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await h.as("admin").get("/api/users/agency/detail", { facility_id: unknown })).status).toBe(404);
      expect((await h.as("admin").get("/api/users/agency/detail", { facility_id: "nope" })).status).toBe(400);
    });
  });

  describe("GET /api/users/agency/residents", () => {
    it("lists the agency's active residents by last and first name with LOS and wellness coach", async () => {
      const res = await h.as("facility").get("/api/users/agency/residents", { facility_id: gardensId });
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.total).toBe(17);
      expect(res.body.data.next_offset).toBe(-1);
      const rows = res.body.data.items as {
        last_name: string;
        first_name: string;
        coach_name: string;
        los_days: number;
        facility_type: string;
      }[];
      expect(rows.map((r) => [r.last_name, r.first_name])).toEqual(GARDENS_CLIENTS_BY_NAME);
      // Beverly Anderson moved in on 2024-03-07; Casey Rivera coaches her.
      const now = new Date();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      expect(rows[0]).toMatchObject({
        coach_name: "Casey Rivera",
        facility_type: "assisted_living",
        los_days: (today - Date.UTC(2024, 2, 7)) / DAY_MS,
      });
    });

    it("pages 40 by default, searches every word in first or last names and filters by facility type", async () => {
      const two = await h
        .as("admin")
        .get("/api/users/agency/residents", { facility_id: gardensId, limit: "2", offset: "14" });
      expect(two.body.data.items.map((r: { first_name: string }) => r.first_name)).toEqual(["Paul", "Phyllis"]);
      expect(two.body.data.next_offset).toBe(16);
      const search = await h
        .as("admin")
        .get("/api/users/agency/residents", { facility_id: gardensId, search: "taylor ph" });
      expect(search.body.data.items.map((r: { first_name: string }) => r.first_name)).toEqual(["Phyllis"]);
      const otherType = await h.as("wellness").get("/api/users/agency/residents", {
        facility_id: gardensId,
        facility_type: "memory_care",
      });
      expect(otherType.body.data.total).toBe(0);
      const tooMany = await h.as("admin").get("/api/users/agency/residents", { facility_id: gardensId, limit: "101" });
      expect(tooMany.status).toBe(400);
    });

    it("answers 404 for another facility's list to a facility agent; BDM cannot list clients", async () => {
      const other = await h.as("facility").get("/api/users/agency/residents", { facility_id: otherFacilityId });
      expect(other.status).toBe(404);
      expect((await h.as("bdm").get("/api/users/agency/residents", { facility_id: gardensId })).status).toBe(403);
    });
  });

  describe("GET /api/users/agency/resident-summary", () => {
    it("answers the summary card of a resident of the agent's facility", async () => {
      const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100002 } });
      const res = await h.as("facility").get("/api/users/agency/resident-summary", {
        senior_id: s.id,
        account_id: s.accountId,
      });
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data).toMatchObject({
        user_id: s.id,
        name: { first_name: "Sandra", last_name: "Carter" },
        zone: "blue",
        facility_id: gardensId,
        facility_type: "assisted_living",
        coach_name: "Casey Rivera",
        dob: "1943-09-08",
        mobile_number: "4045550001",
        watch: { phone: "4045558001", vendor: "Navigil", status: "online" },
        emergency_contact: { name: "Amy Carter", mobile_number: "4045555003" },
        local_911: null,
        primary_doctor: { name: "Dr. Phyllis Davis", office_phone: "4045552868" },
      });
    });

    it("answers 404 for another facility's resident, a member at home, or a wrong account id", async () => {
      const other = await h.prisma.senior.findFirstOrThrow({
        where: { facilityId: otherFacilityId, isActive: true },
        orderBy: { memberId: "asc" },
      });
      const atHome = await h.prisma.senior.findFirstOrThrow({
        where: { facilityId: null, isActive: true },
        orderBy: { memberId: "asc" },
      });
      const own = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100002 } });
      const ask = (role: "facility" | "admin", senior_id: string, account_id?: string) =>
        h.as(role).get("/api/users/agency/resident-summary", account_id ? { senior_id, account_id } : { senior_id });
      expect((await ask("facility", other.id)).status).toBe(404);
      expect((await ask("admin", other.id)).status).toBe(200);
      expect((await ask("admin", atHome.id)).status).toBe(404);
      expect((await ask("facility", own.id, other.accountId)).status).toBe(404);
    });
  });
});
