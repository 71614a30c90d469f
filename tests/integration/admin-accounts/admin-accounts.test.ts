import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";
import { decodeClaims, login, mailbox, NEW_PASSWORD, SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

// Staff accounts of the admin area (issue 17 item 1): GET /api/users/admin/care-agents, POST …/care-agent,
// PUT …/care-agent/status. Expected rows are the seeded staff (prisma/seed/staff.ts), written out.

const LIST = "/api/users/admin/care-agents";
const SAVE = "/api/users/admin/care-agent";
const STATUS = "/api/users/admin/care-agent/status";

/** The 16 seeded accounts of the roles the page manages, by last name (facility agents and caregivers are not). */
const ALL_BY_LAST_NAME = [
  "Jordan Blake",
  "Taylor Brooks",
  "Riley Chen",
  "Avery Diaz",
  "Bailey Dunn",
  "Dana Ellis",
  "Morgan Fields",
  "Quinn Foster",
  "Parker Grant",
  "Robin Hart",
  "Walter Hayes",
  "Sam Irwin",
  "Jamie Kent",
  "Alex Morgan",
  "Whitney Park",
  "Casey Rivera",
];
const CARE_AGENTS = [
  "Jordan Blake",
  "Taylor Brooks",
  "Riley Chen",
  "Avery Diaz",
  "Morgan Fields",
  "Quinn Foster",
  "Parker Grant",
  "Casey Rivera",
];

const NEW_AGENT = {
  employee_id: "EMP9001",
  name: { first_name: "Noor", middle_name: "", last_name: "Haddad" },
  email: "Noor.Haddad@Staff.Demo.Care",
  role: "CareAgent",
  phone_number: { number: "(404) 555-0199", ext: "12" },
  location: { zipcode: "30303", city: "Atlanta", state: "ga", timezone: "America/New_York" },
  shift: "evening",
  is_mfa_enabled: false,
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
});
afterAll(async () => {
  await h?.close();
});

const names = (items: { fullName: string }[]): string[] => items.map((i) => i.fullName);

describe("GET /api/users/admin/care-agents", () => {
  it("pages the staff accounts 15 at a time by last name, with written-out rows", async () => {
    const first = await h.as("admin").get(LIST);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(16);
    expect(first.body.data.next_offset).toBe(15);
    expect(names(first.body.data.items)).toEqual(ALL_BY_LAST_NAME.slice(0, 15));
    const second = await h.as("admin").get(LIST, { offset: 15 });
    expect(names(second.body.data.items)).toEqual(["Casey Rivera"]);
    expect(second.body.data.next_offset).toBe(-1);
    expect(second.body.data.items[0]).toMatchObject({
      email: "agent@demo.care",
      role: "CareAgent",
      shift: "day",
      is_active: true,
      is_first_login: false,
      is_mfa_enabled: false,
      assignedSenior: 40,
      name: { first_name: "Casey", middle_name: null, last_name: "Rivera" },
    });
  });

  it("matches every word of the search in first, middle or last name; a blank search matches nobody", async () => {
    const an = await h.as("admin").get(LIST, { search: "an" });
    expect(names(an.body.data.items)).toEqual([
      "Jordan Blake",
      "Dana Ellis",
      "Morgan Fields",
      "Parker Grant",
      "Alex Morgan",
    ]);
    const two = await h.as("admin").get(LIST, { search: "  MORGAN   an " });
    expect(names(two.body.data.items)).toEqual(["Morgan Fields", "Alex Morgan"]);
    const casey = await h.as("wellness").get(LIST, { search: "casey riv" });
    expect(names(casey.body.data.items)).toEqual(["Casey Rivera"]);
    const blank = await h.as("admin").get(LIST, { search: "   " });
    expect(blank.body.data).toEqual({ items: [], total: 0, next_offset: -1 });
  });

  it("filters by role, shift, assign and corporate", async () => {
    expect(names((await h.as("admin").get(LIST, { role: "BDM" })).body.data.items)).toEqual([
      "Bailey Dunn",
      "Jamie Kent",
    ]);
    expect(names((await h.as("admin").get(LIST, { shift: "overnight" })).body.data.items)).toEqual([
      "Quinn Foster",
      "Parker Grant",
    ]);
    expect(names((await h.as("admin").get(LIST, { assign: "assigned" })).body.data.items)).toEqual(CARE_AGENTS);
    const unassigned = await h.as("admin").get(LIST, { assign: "unassigned" });
    expect(unassigned.body.data.total).toBe(8);

    // A corporation of its own whose one resident Riley Chen coaches.
    const corp = await h.prisma.corporation.create({ data: { name: "Harbor Test Corp" } });
    const facility = await h.prisma.facility.create({
      data: { name: "Harbor House", corporationId: corp.id, facilityType: "assisted_living" },
    });
    const senior = await h.prisma.senior.create({
      data: { firstName: "Hal", lastName: "Harbor", facilityId: facility.id, isResident: true },
    });
    const riley = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "riley.chen@staff.demo.care" } });
    await h.prisma.careAgentAssignment.create({ data: { seniorId: senior.id, staffUserId: riley.id } });
    const byCorp = await h.as("admin").get(LIST, { corporate_id: corp.id });
    expect(names(byCorp.body.data.items)).toEqual(["Riley Chen"]);
  });

  it("refuses bad filters with the field named", async () => {
    const res = await h.as("admin").get(LIST, { shift: "night", limit: 101 });
    expect(res.status).toBe(400);
    const fields = (res.body.error?.fields ?? []).map((f) => f.field).sort();
    expect(fields).toEqual(["query.limit", "query.shift"]);
  });
});

describe("POST /api/users/admin/care-agent", () => {
  it("creates an account that chooses its password with the mailed first-login code", async () => {
    const res = await h.as("admin").post(SAVE, NEW_AGENT);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Account created successfully!");
    expect(res.body.data).toMatchObject({
      employee_id: "EMP9001",
      fullName: "Noor Haddad",
      email: "noor.haddad@staff.demo.care",
      role: "CareAgent",
      phone_number: { number: "4045550199", ext: "12" },
      location: { zipcode: "30303", city: "Atlanta", state: "GA", timezone: "America/New_York" },
      shift: "evening",
      is_first_login: true,
      is_active: true,
      assignedSenior: 0,
      name: { first_name: "Noor", middle_name: null, last_name: "Haddad" },
    });

    const [mail] = await mailbox(h.app, "noor.haddad@staff.demo.care");
    expect(mail?.subject).toBe("Your care portal account");
    expect(mail?.body).toContain("It expires in 72 hours.");
    const code = mail?.code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    // No password yet: nothing signs in until one is chosen.
    expect((await login(h.app, "noor.haddad@staff.demo.care", NEW_PASSWORD)).statusCode).toBe(401);

    const chosen = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/reset-password",
      payload: { email: "noor.haddad@staff.demo.care", otp: code, password: NEW_PASSWORD },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const tokens = await signIn(h.app, "noor.haddad@staff.demo.care", NEW_PASSWORD);
    expect(decodeClaims(tokens.jwt)).toMatchObject({ roles: ["CareAgent"], first_login: false });
  });

  it("answers 409 for a taken email and employee id, naming both fields", async () => {
    const res = await h.as("admin").post(SAVE, {
      ...NEW_AGENT,
      email: "AGENT@demo.care",
      employee_id: "emp1001",
      phone_number: { number: "4045550100" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Email address already in use");
    expect(res.body.error?.fields).toEqual([
      { field: "body.email", reason: "Email address already in use" },
      { field: "body.employee_id", reason: "Employee id already in use" },
    ]);
    const onlyId = await h
      .as("admin")
      .post(SAVE, { ...NEW_AGENT, email: "fresh@staff.demo.care", employee_id: "EMP1002" });
    expect(onlyId.status).toBe(409);
    expect(onlyId.body.message).toBe("Employee id already in use");
  });

  it("saves an account by user_id (its own email is no duplicate) and keeps BDMs without a shift", async () => {
    const bailey = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "bdm@demo.care" } });
    const body = {
      user_id: bailey.id,
      employee_id: bailey.employeeId,
      name: { first_name: "Bailey", middle_name: "Q", last_name: "Dunn" },
      email: "bdm@demo.care",
      role: "BDM",
      phone_number: { number: "4045550111" },
      location: { zipcode: "85004", city: "Phoenix", state: "AZ", timezone: "America/Phoenix" },
      is_mfa_enabled: true,
    };
    const res = await h.as("admin").post(SAVE, body);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Account saved successfully!");
    expect(res.body.data).toMatchObject({ fullName: "Bailey Q Dunn", shift: null, is_mfa_enabled: true });
    const withShift = await h.as("admin").post(SAVE, { ...body, shift: "day" });
    expect(withShift.status).toBe(400);
    expect(withShift.body.error?.fields).toEqual([{ field: "body.shift", reason: "A BDM has no shift" }]);
    const agentWithout = await h.as("admin").post(SAVE, { ...NEW_AGENT, shift: null, email: "x1@staff.demo.care" });
    expect(agentWithout.body.error?.fields).toEqual([{ field: "body.shift", reason: "Required Field" }]);
  });

  it("lets only an Admin give the Admin role", async () => {
    const res = await h
      .as("wellness")
      .post(SAVE, { ...NEW_AGENT, role: "Admin", email: "boss@staff.demo.care", employee_id: "EMP9100" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only an Admin can manage Admin accounts");
    expect(await h.prisma.staffUser.count({ where: { email: "boss@staff.demo.care" } })).toBe(0);
  });
});

describe("PUT /api/users/admin/care-agent/status", () => {
  it("disables an account: its sessions end, it leaves the Active filter and signs in no more", async () => {
    const sam = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "sam.irwin@staff.demo.care" } });
    const session = await signIn(h.app, "sam.irwin@staff.demo.care");
    const res = await h.as("admin").put(STATUS, { user_id: sam.id, is_active: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Account disabled successfully.",
      data: { user_id: sam.id, is_active: false, signed_out: false },
    });
    const refreshed = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/access-token",
      payload: { email: "sam.irwin@staff.demo.care", refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    // The access token he holds, still within its 15 minutes, opens nothing either (plugins/access-state.ts).
    const held = await h.app.inject({
      method: "GET",
      url: "/api/cognito/secret-data",
      headers: { authorization: `Bearer ${session.jwt}` },
    });
    expect(held.statusCode).toBe(401);
    expect((await login(h.app, "sam.irwin@staff.demo.care")).statusCode).toBe(403);
    const inactive = await h.as("admin").get(LIST, { status: "Inactive" });
    expect(names(inactive.body.data.items)).toEqual(["Sam Irwin"]);

    const back = await h.as("admin").put(STATUS, { user_id: sam.id, is_active: true });
    expect(back.body.message).toBe("Account enabled successfully.");
    expect((await login(h.app, "sam.irwin@staff.demo.care")).statusCode).toBe(200);
    const again = await h.app.inject({
      method: "GET",
      url: "/api/cognito/secret-data",
      headers: { authorization: `Bearer ${(await signIn(h.app, "sam.irwin@staff.demo.care")).jwt}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it("signs out a user who disables their own account, and keeps the last active Admin", async () => {
    const dana = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "dana.ellis@staff.demo.care" } });
    const alex = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "admin@demo.care" } });
    const session = await signIn(h.app, "dana.ellis@staff.demo.care");
    const own = await h.app.inject({
      method: "PUT",
      url: STATUS,
      headers: { authorization: `Bearer ${session.jwt}` },
      payload: { user_id: dana.id, is_active: false },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({ user_id: dana.id, is_active: false, signed_out: true });
    const refreshed = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/access-token",
      payload: { email: "dana.ellis@staff.demo.care", refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);

    // Alex Morgan is now the only active Admin.
    const last = await h.as("admin").put(STATUS, { user_id: alex.id, is_active: false });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("The last active Admin account cannot be disabled");
    await h.as("admin").put(STATUS, { user_id: dana.id, is_active: true });
  });

  it("answers 404 for an account the page does not manage (a facility agent)", async () => {
    const res = await h.as("admin").put(STATUS, { user_id: h.user("facility").id, is_active: false });
    expect(res.status).toBe(404);
  });
});

describe("access", () => {
  it("refuses care agents, facility agents, warehouse employees and BDMs", async () => {
    for (const role of ["agent", "facility", "warehouse", "bdm"] as const) {
      expect((await h.as(role).get(LIST)).status, role).toBe(403);
      expect((await h.as(role).post(SAVE, NEW_AGENT)).status, role).toBe(403);
      expect((await h.as(role).put(STATUS, { user_id: h.user("agent").id, is_active: false })).status).toBe(403);
    }
  });

  it("audits every write with its actor", async () => {
    const res = await h.as("wellness").put(STATUS, { user_id: h.user("warehouse").id, is_active: true });
    expect(res.status).toBe(200);
    await h.app.auditFlush();
    const row = await h.prisma.auditLog.findFirstOrThrow({ where: { requestId: String(res.headers["x-request-id"]) } });
    expect(row).toMatchObject({ actorId: h.user("wellness").id, statusCode: 200 });
  });
});
