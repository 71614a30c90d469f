import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// The corporate management list over the demo data (prisma/seed/corporations-facilities.ts): two corporations of
// three facilities each; 48 active residents live in Canyon Ridge's facilities (one of its 17 assisted-living
// residents is disabled) and 51 in Evergreen's. Values written out from the seed.
describe("GET/POST /api/users/corporates", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("lists the corporations by name with their phone, facility count and residents", async () => {
    const res = await h.as("admin").get("/api/users/corporates");
    expect(res.status, res.raw.body).toBe(200);
    const { items, total, next_offset } = res.body.data;
    expect({ total, next_offset }).toEqual({ total: 2, next_offset: -1 });
    expect(items.map((c: Record<string, unknown>) => ({ ...c, id: typeof c.id }))).toEqual([
      {
        id: "string",
        name: "Canyon Ridge Communities",
        phone_office: "6025550100",
        facility_count: 3,
        total_residents: 48,
      },
      {
        id: "string",
        name: "Evergreen Senior Living",
        phone_office: "4045550100",
        facility_count: 3,
        total_residents: 51,
      },
    ]);
  });

  it("filters by a part of the name, whatever its case, and pages with next_offset", async () => {
    const found = await h.as("bdm").get("/api/users/corporates", { corporation_name: "  EVERGREEN " });
    expect(found.body.data.items.map((c: { name: string }) => c.name)).toEqual(["Evergreen Senior Living"]);

    const first = await h.as("wellness").get("/api/users/corporates", { limit: 1 });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.data).toMatchObject({ total: 2, next_offset: 1 });
    expect(first.body.data.items.map((c: { name: string }) => c.name)).toEqual(["Canyon Ridge Communities"]);
    const second = await h.as("wellness").get("/api/users/corporates", { limit: 1, offset: 1 });
    expect(second.body.data).toMatchObject({ total: 2, next_offset: -1 });
    expect(second.body.data.items.map((c: { name: string }) => c.name)).toEqual(["Evergreen Senior Living"]);
  });

  it("refuses a page larger than the fetch limit of 100", async () => {
    const res = await h.as("admin").get("/api/users/corporates", { limit: 101 });
    expect(res.status).toBe(400);
  });

  it("creates a corporation, lists it with no facilities, and audits the write", async () => {
    const res = await h
      .as("bdm")
      .post("/api/users/corporates", { name: "  Harbor View Living ", phone_office: "(312) 555-0199" });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Saved Successfully");
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: "Harbor View Living",
      phone_office: "3125550199",
      facility_count: 0,
      total_residents: 0,
    });
    const list = await h.as("admin").get("/api/users/corporates");
    expect(list.body.data.items.map((c: { name: string }) => c.name)).toEqual([
      "Canyon Ridge Communities",
      "Evergreen Senior Living",
      "Harbor View Living",
    ]);
    await h.app.auditFlush();
    const audit = await h.prisma.auditLog.findFirstOrThrow({
      where: { requestId: String(res.headers["x-request-id"]) },
    });
    expect(audit).toMatchObject({ actorId: h.user("bdm").id, method: "POST", statusCode: 200 });
  });

  it("refuses a name already used, whatever its case, with 409 and the field", async () => {
    const res = await h
      .as("admin")
      .post("/api/users/corporates", { name: "evergreen senior living", phone_office: "4045550111" });
    expect(res.status, res.raw.body).toBe(409);
    expect(res.body.message).toBe("A corporation with this name already exists");
    expect(res.body.error?.fields).toEqual([
      { field: "body.name", reason: "A corporation with this name already exists" },
    ]);
  });

  it("refuses a blank name and a short phone with the spec's texts", async () => {
    const res = await h.as("admin").post("/api/users/corporates", { name: "  ", phone_office: "555" });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.name", reason: "Required Field" },
        { field: "body.phone_office", reason: "Invalid Phone Number" },
      ]),
    );
  });

  it("is closed to care agents, warehouse employees and facility agents", async () => {
    for (const role of ["agent", "warehouse", "facility"] as const) {
      expect((await h.as(role).get("/api/users/corporates")).status).toBe(403);
      expect(
        (await h.as(role).post("/api/users/corporates", { name: "X Corp", phone_office: "3125550100" })).status,
      ).toBe(403);
    }
  });
});
