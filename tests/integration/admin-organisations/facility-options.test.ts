import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// The corporate and facility pickers of the user-create form, over the demo data (prisma/seed/
// corporations-facilities.ts: two corporations with three facilities each; facility@demo.care is an agent of
// Evergreen Gardens Assisted Living). Names written out from the seed.
describe("GET /api/users/facilities/options", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("lists every corporation and facility by name for a care agent", async () => {
    const res = await h.as("agent").get("/api/users/facilities/options");
    expect(res.status, res.raw.body).toBe(200);
    const { corporations, facilities } = res.body.data as {
      corporations: { id: string; name: string }[];
      facilities: { id: string; name: string; corporate_id: string; facility_type: string }[];
    };
    expect(corporations.map((c) => c.name)).toEqual(["Canyon Ridge Communities", "Evergreen Senior Living"]);
    const corpName = new Map(corporations.map((c) => [c.id, c.name]));
    // By name in the database's byte order (the C collation: capitals before lower case).
    expect(facilities.map((f) => [f.name, f.facility_type, corpName.get(f.corporate_id)])).toEqual([
      ["Canyon Ridge Assisted Living", "assisted_living", "Canyon Ridge Communities"],
      ["Canyon Ridge Memory Care", "memory_care", "Canyon Ridge Communities"],
      ["Canyon Ridge at Lakewood", "independent_living", "Canyon Ridge Communities"],
      ["Evergreen Commons", "independent_living", "Evergreen Senior Living"],
      ["Evergreen Gardens Assisted Living", "assisted_living", "Evergreen Senior Living"],
      ["Evergreen Memory Care of Charlotte", "memory_care", "Evergreen Senior Living"],
    ]);
  });

  it("serves the other member-creating roles (warehouse employee, BDM)", async () => {
    for (const role of ["warehouse", "bdm"] as const) {
      const res = await h.as(role).get("/api/users/facilities/options");
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.facilities).toHaveLength(6);
    }
  });

  it("gives a facility agent their own facility and its corporation only", async () => {
    const res = await h.as("facility").get("/api/users/facilities/options");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.corporations.map((c: { name: string }) => c.name)).toEqual(["Evergreen Senior Living"]);
    expect(res.body.data.facilities).toEqual([
      {
        id: h.user("facility").facilityId,
        name: "Evergreen Gardens Assisted Living",
        corporate_id: res.body.data.corporations[0].id,
        facility_type: "assisted_living",
      },
    ]);
  });

  it("refuses a caller without a token", async () => {
    const res = await h.anonymous.get("/api/users/facilities/options");
    expect(res.status).toBe(401);
  });
});
