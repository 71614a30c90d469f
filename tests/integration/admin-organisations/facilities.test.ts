import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// A corporation's facility list over the demo data (prisma/seed/corporations-facilities.ts). Canyon Ridge
// Communities has three facilities with 16 active residents each (its assisted-living facility has a 17th, disabled
// resident); rows written out from the seed, by name in the database's byte order.
describe("GET/POST /api/users/facilities, GET /api/users/facilities/details", () => {
  let h: Harness;
  let canyon = "";
  let evergreen = "";
  beforeAll(async () => {
    h = await startHarness();
    canyon = (await h.prisma.corporation.findUniqueOrThrow({ where: { name: "Canyon Ridge Communities" } })).id;
    evergreen = (await h.prisma.corporation.findUniqueOrThrow({ where: { name: "Evergreen Senior Living" } })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const CANYON_ROWS = [
    {
      name: "Canyon Ridge Assisted Living",
      corporate_name: "Canyon Ridge Communities",
      address_street: "3800 E Camelback Rd",
      address_city: "Phoenix",
      address_state: "AZ",
      address_postalcode: "85018",
      phone_office: "6025550203",
      total_residents: 16,
      facility_type: "assisted_living",
      assisted_living_yn_c: "Y",
      independent_living_yn_c: null,
      memory_care_yn_c: null,
    },
    {
      name: "Canyon Ridge Memory Care",
      corporate_name: "Canyon Ridge Communities",
      address_street: "5400 Balcones Dr",
      address_city: "Austin",
      address_state: "TX",
      address_postalcode: "78731",
      phone_office: "5125550205",
      total_residents: 16,
      facility_type: "memory_care",
      assisted_living_yn_c: null,
      independent_living_yn_c: null,
      memory_care_yn_c: "Y",
    },
    {
      name: "Canyon Ridge at Lakewood",
      corporate_name: "Canyon Ridge Communities",
      address_street: "7100 W Alaska Dr",
      address_city: "Lakewood",
      address_state: "CO",
      address_postalcode: "80226",
      phone_office: "3035550204",
      total_residents: 16,
      facility_type: "independent_living",
      assisted_living_yn_c: null,
      independent_living_yn_c: "Y",
      memory_care_yn_c: null,
    },
  ];

  it("lists one corporation's facilities with their types, residents and the corporation's total", async () => {
    const res = await h.as("bdm").get("/api/users/facilities", { corporate_id: canyon });
    expect(res.status, res.raw.body).toBe(200);
    const { corporate, facilities, totalResidents, lastEvaluatedKey } = res.body.data;
    expect(corporate).toEqual({
      id: canyon,
      name: "Canyon Ridge Communities",
      phone_office: "6025550100",
      facility_count: 3,
      total_residents: 48,
    });
    expect(totalResidents).toBe(48);
    expect(lastEvaluatedKey).toBeNull();
    expect(facilities).toEqual(
      CANYON_ROWS.map((r) => ({
        ...r,
        id: expect.any(String),
        corporate_id: canyon,
        date_modified: expect.any(String),
      })),
    );
  });

  it("pages with lastEvaluatedKey, the total staying the corporation's", async () => {
    const first = await h.as("admin").get("/api/users/facilities", { corporate_id: canyon, limit: 2 });
    expect(first.body.data.facilities.map((f: { name: string }) => f.name)).toEqual([
      "Canyon Ridge Assisted Living",
      "Canyon Ridge Memory Care",
    ]);
    expect(first.body.data.totalResidents).toBe(48);
    const key = first.body.data.lastEvaluatedKey as string;
    expect(typeof key).toBe("string");
    const second = await h
      .as("admin")
      .get("/api/users/facilities", { corporate_id: canyon, limit: 2, last_evaluated_key: key });
    expect(second.body.data.facilities.map((f: { name: string }) => f.name)).toEqual(["Canyon Ridge at Lakewood"]);
    expect(second.body.data).toMatchObject({ totalResidents: 48, lastEvaluatedKey: null });
  });

  it("refuses a forged key, an unknown corporation and a limit above 100", async () => {
    for (const forged of ["not-a-key", "W10", Buffer.from('["x", 5]').toString("base64url")]) {
      const res = await h
        .as("admin")
        .get("/api/users/facilities", { corporate_id: canyon, last_evaluated_key: forged });
      expect(res.status, forged).toBe(400);
      expect(res.body.error?.fields?.[0]).toEqual({
        field: "query.last_evaluated_key",
        reason: "not a cursor of this list",
      });
    }
    const unknown = await h
      .as("admin")
      .get("/api/users/facilities", { corporate_id: "00000000-0000-4000-8000-000000000099" });
    expect(unknown.status).toBe(404);
    expect((await h.as("admin").get("/api/users/facilities", { corporate_id: canyon, limit: 101 })).status).toBe(400);
  });

  it("creates a facility, with its time zone from its state, and counts it on its corporation", async () => {
    const res = await h.as("wellness").post("/api/users/facilities", {
      corporate_id: evergreen,
      name: "Evergreen Riverside",
      facility_type: "memory_care",
      address_street: "88 River Rd",
      address_city: "Denver",
      address_state: "co",
      address_postalcode: "80202",
      phone_office: "(303) 555-0111",
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Saved Successfully");
    expect(res.body.data).toMatchObject({
      name: "Evergreen Riverside",
      corporate_id: evergreen,
      corporate_name: "Evergreen Senior Living",
      address_state: "CO",
      phone_office: "3035550111",
      total_residents: 0,
      facility_type: "memory_care",
      memory_care_yn_c: "Y",
      assisted_living_yn_c: null,
    });
    const stored = await h.prisma.facility.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(stored.timezone).toBe("America/Denver");
    const corps = await h.as("admin").get("/api/users/corporates", { corporation_name: "Evergreen" });
    expect(corps.body.data.items[0]).toMatchObject({ facility_count: 4, total_residents: 51 });
  });

  it("refuses a name the corporation already has (any case) with 409, but not another corporation's", async () => {
    const body = {
      name: "canyon ridge memory care",
      facility_type: "memory_care",
      address_street: "1 Main St",
      address_city: "Austin",
      address_state: "TX",
      address_postalcode: "78701",
      phone_office: "5125550100",
    };
    const dup = await h.as("admin").post("/api/users/facilities", { ...body, corporate_id: canyon });
    expect(dup.status, dup.raw.body).toBe(409);
    expect(dup.body.message).toBe("A facility with this name already exists in this corporation");
    expect(dup.body.error?.fields).toEqual([
      { field: "body.name", reason: "A facility with this name already exists in this corporation" },
    ]);
    const elsewhere = await h.as("admin").post("/api/users/facilities", { ...body, corporate_id: evergreen });
    expect(elsewhere.status, elsewhere.raw.body).toBe(200);
  });

  it("refuses missing fields with the spec's texts", async () => {
    const res = await h.as("admin").post("/api/users/facilities", {
      corporate_id: canyon,
      name: "",
      address_street: "",
      address_city: "Austin",
      address_state: "TX",
      address_postalcode: "7870",
      phone_office: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.name", reason: "Required Field" },
        { field: "body.facility_type", reason: "Required Field" },
        { field: "body.address_street", reason: "Required Field" },
        { field: "body.address_postalcode", reason: "Zipcode is invalid" },
        { field: "body.phone_office", reason: "Required Field" },
      ]),
    );
  });

  it("answers agency details for a list of ids, leaving unknown ids out", async () => {
    const lakewood = await h.prisma.facility.findFirstOrThrow({ where: { name: "Canyon Ridge at Lakewood" } });
    const gardens = await h.prisma.facility.findFirstOrThrow({ where: { name: "Evergreen Gardens Assisted Living" } });
    const res = await h.as("bdm").get("/api/users/facilities/details", {
      facility_ids: [gardens.id, lakewood.id, "00000000-0000-4000-8000-000000000099"],
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(
      res.body.data.facilities.map((f: { name: string; corporate_name: string; total_residents: number }) => [
        f.name,
        f.corporate_name,
        f.total_residents,
      ]),
    ).toEqual([
      ["Canyon Ridge at Lakewood", "Canyon Ridge Communities", 16],
      ["Evergreen Gardens Assisted Living", "Evergreen Senior Living", 17],
    ]);
    const tooMany = Array.from({ length: 101 }, () => lakewood.id);
    expect((await h.as("bdm").get("/api/users/facilities/details", { facility_ids: tooMany })).status).toBe(400);
    expect((await h.as("bdm").get("/api/users/facilities/details", { facility_ids: "[1" })).status).toBe(400);
  });

  it("leaves the member form's picker route where it was", async () => {
    const res = await h.as("agent").get("/api/users/facilities/options");
    expect(res.status).toBe(200);
    expect(res.body.data.facilities.length).toBeGreaterThanOrEqual(6);
  });

  it("is closed to care agents and facility agents", async () => {
    for (const role of ["agent", "facility", "warehouse"] as const) {
      expect((await h.as(role).get("/api/users/facilities", { corporate_id: canyon })).status, role).toBe(403);
      expect((await h.as(role).post("/api/users/facilities", { corporate_id: canyon })).status, role).toBe(403);
      expect((await h.as(role).get("/api/users/facilities/details", { facility_ids: [canyon] })).status, role).toBe(
        403,
      );
    }
  });
});
