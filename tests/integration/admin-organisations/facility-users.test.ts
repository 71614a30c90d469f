import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";
import { login, mailbox, NEW_PASSWORD, SIGN_IN_ENV } from "../../support/sign-in.js";

// Facility (agency) agents over the demo data (prisma/seed/staff.ts): six agents, one per facility, written out
// here by last name with their facility and corporation.
const LIST = "/api/users/admin/facility-users";
const ONE = "/api/users/admin/facility-user";

const SEEDED = [
  ["Austin", "Shawn", "agency6@staff.demo.care", "Canyon Ridge Memory Care", "Canyon Ridge Communities"],
  ["Charlotte", "Drew", "agency3@staff.demo.care", "Evergreen Memory Care of Charlotte", "Evergreen Senior Living"],
  ["Lakewood", "Reese", "agency5@staff.demo.care", "Canyon Ridge at Lakewood", "Canyon Ridge Communities"],
  ["Lowe", "Frances", "facility@demo.care", "Evergreen Gardens Assisted Living", "Evergreen Senior Living"],
  ["Orlando", "Leslie", "agency2@staff.demo.care", "Evergreen Commons", "Evergreen Senior Living"],
  ["Phoenix", "Kendall", "agency4@staff.demo.care", "Canyon Ridge Assisted Living", "Canyon Ridge Communities"],
];

interface Row {
  last_name: string;
  first_name: string;
  email: string;
  account_name: string;
  corporate_name: string;
  is_active: boolean;
}
const summary = (rows: Row[]): string[][] =>
  rows.map((r) => [r.last_name, r.first_name, r.email, r.account_name, r.corporate_name]);

describe("facility users", () => {
  let h: Harness;
  let canyon = "";
  let gardens = "";
  beforeAll(async () => {
    h = await startHarness({ env: SIGN_IN_ENV });
    canyon = (await h.prisma.corporation.findUniqueOrThrow({ where: { name: "Canyon Ridge Communities" } })).id;
    gardens = (await h.prisma.facility.findFirstOrThrow({ where: { name: "Evergreen Gardens Assisted Living" } })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it("lists every facility agent by last name with the agent type and their facility", async () => {
    const res = await h.as("admin").get(LIST, { agent: "FACA" });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, next_offset: -1 });
    expect(summary(res.body.data.items)).toEqual(SEEDED);
    expect(res.body.data.items[3]).toEqual({
      id: h.user("facility").id,
      first_name: "Frances",
      last_name: "Lowe",
      email: "facility@demo.care",
      phone: "4045553005",
      role: "FACILITY_AGENT",
      agent_type: "FACA",
      agent_type_label: "Business Care Agent",
      account_id: gardens,
      account_name: "Evergreen Gardens Assisted Living",
      corporate_id: expect.any(String),
      corporate_name: "Evergreen Senior Living",
      facility_type: "assisted_living",
      address_street: "1200 Peachtree St NE",
      address_city: "Atlanta",
      address_state: "GA",
      address_postalcode: "30309",
      is_active: true,
      is_first_login: false,
    });
  });

  it("filters by corporation, agency, every word of the name and status, and pages", async () => {
    const byCorp = await h.as("bdm").get(LIST, { corporate_id: canyon });
    expect(byCorp.body.data.items.map((r: Row) => r.last_name)).toEqual(["Austin", "Lakewood", "Phoenix"]);
    const byAgency = await h.as("bdm").get(LIST, { agency: gardens });
    expect(byAgency.body.data.items.map((r: Row) => r.email)).toEqual(["facility@demo.care"]);
    const byName = await h.as("wellness").get(LIST, { agent_name: " frances   LOWE " });
    expect(byName.body.data.items.map((r: Row) => r.email)).toEqual(["facility@demo.care"]);
    const noMatch = await h.as("wellness").get(LIST, { agent_name: "frances austin" });
    expect(noMatch.body.data).toMatchObject({ items: [], total: 0, next_offset: -1 });
    const inactive = await h.as("admin").get(LIST, { status: "Inactive" });
    expect(inactive.body.data.total).toBe(0);
    const page = await h.as("admin").get(LIST, { limit: 4, offset: 4 });
    expect(page.body.data).toMatchObject({ total: 6, next_offset: -1 });
    expect(page.body.data.items.map((r: Row) => r.last_name)).toEqual(["Orlando", "Phoenix"]);
    const firstPage = await h.as("admin").get(LIST, { limit: 4 });
    expect(firstPage.body.data.next_offset).toBe(4);
  });

  it("refuses an unknown status or agent type, and a limit above 100, with 400", async () => {
    expect((await h.as("admin").get(LIST, { status: "Gone" })).status).toBe(400);
    expect((await h.as("admin").get(LIST, { agent: "CARE" })).status).toBe(400);
    expect((await h.as("admin").get(LIST, { limit: 101 })).status).toBe(400);
  });

  it("creates an agent who gets a first-login code by mail and chooses a password with it", async () => {
    const res = await h.as("bdm").post(ONE, {
      first_name: " Nora ",
      last_name: "Quinn",
      email: "Nora.Quinn@Example.org",
      phone: "(404) 555-0123",
      facility_id: gardens,
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Account created successfully!");
    expect(res.body.data).toMatchObject({
      first_name: "Nora",
      last_name: "Quinn",
      email: "nora.quinn@example.org",
      phone: "4045550123",
      role: "FACILITY_AGENT",
      agent_type_label: "Business Care Agent",
      account_name: "Evergreen Gardens Assisted Living",
      is_active: true,
      is_first_login: true,
    });
    const [mail] = await mailbox(h.app, "nora.quinn@example.org");
    expect(mail?.subject).toBe("Your care portal account");
    expect(mail?.code).toMatch(/^\d{6}$/);
    // No password yet: signing in fails until the code sets one.
    expect((await login(h.app, "nora.quinn@example.org", NEW_PASSWORD)).statusCode).toBe(401);
    const chosen = await h.anonymous.post("/api/cognito/authentication/reset-password", {
      email: "nora.quinn@example.org",
      otp: mail?.code,
      password: NEW_PASSWORD,
    });
    expect(chosen.status, chosen.raw.body).toBe(200);
    const signedIn = await login(h.app, "nora.quinn@example.org", NEW_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("refuses an email already in use by staff or a member with 409 on the field", async () => {
    const member = await h.prisma.senior.findFirstOrThrow({ where: { email: { not: null } }, select: { email: true } });
    for (const email of ["FACILITY@demo.care", member.email as string]) {
      const res = await h.as("admin").post(ONE, { first_name: "A", last_name: "B", email, facility_id: gardens });
      expect(res.status, res.raw.body).toBe(409);
      expect(res.body.error?.fields).toEqual([{ field: "body.email", reason: "Email address already in use" }]);
    }
  });

  it("refuses blank fields with the spec's texts and an unknown facility with 404", async () => {
    const blank = await h.as("admin").post(ONE, { first_name: "", last_name: " ", email: "x", facility_id: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.first_name", reason: "Required Field" },
        { field: "body.last_name", reason: "Required Field" },
        { field: "body.email", reason: "Invalid email address" },
        { field: "body.facility_id", reason: "Required Field" },
      ]),
    );
    const unknown = await h.as("admin").post(ONE, {
      first_name: "A",
      last_name: "B",
      email: "a.b@example.org",
      facility_id: "00000000-0000-4000-8000-000000000099",
    });
    expect(unknown.status).toBe(404);
  });

  it("disables an agent with DELETE (sign-in refused, listed as Inactive) and enables them with PUT", async () => {
    const off = await h.as("admin").delete(ONE, { email: "agency2@staff.demo.care" });
    expect(off.status, off.raw.body).toBe(200);
    expect(off.body.data).toMatchObject({ email: "agency2@staff.demo.care", is_active: false });
    expect((await login(h.app, "agency2@staff.demo.care")).statusCode).toBe(403);
    const inactive = await h.as("admin").get(LIST, { status: "Inactive" });
    expect(inactive.body.data.items.map((r: Row) => r.email)).toEqual(["agency2@staff.demo.care"]);

    const on = await h.as("wellness").put(ONE, { email: "agency2@staff.demo.care" });
    expect(on.status, on.raw.body).toBe(200);
    expect(on.body.data.is_active).toBe(true);
    expect((await login(h.app, "agency2@staff.demo.care")).statusCode).toBe(200);
  });

  it("answers 404 for an email that is not a facility agent's", async () => {
    expect((await h.as("admin").delete(ONE, { email: "agent@demo.care" })).status).toBe(404);
    expect((await h.as("admin").put(ONE, { email: "nobody@example.org" })).status).toBe(404);
  });

  it("is closed to care agents, warehouse employees and facility agents", async () => {
    for (const role of ["agent", "facility", "warehouse"] as const) {
      expect((await h.as(role).get(LIST)).status, role).toBe(403);
      expect((await h.as(role).post(ONE, {})).status, role).toBe(403);
      expect((await h.as(role).delete(ONE, { email: "agency3@staff.demo.care" })).status, role).toBe(403);
      expect((await h.as(role).put(ONE, { email: "agency3@staff.demo.care" })).status, role).toBe(403);
    }
  });
});
