import { describe, expect, it } from "vitest";
import { setupHarness } from "../../support/suite-harness.js";
import { ref, setupSeniors } from "../seniors.js";

const MINIMAL = "/api/users/senior/minimal-info";
const DUPLICATES = "/api/users/senior/validate-duplicate-data";

const h = setupHarness();
const s = setupSeniors(h);

/** The user-create form (spec 2 §3) of a member at home in New York; `over` replaces fields. */
function form(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: { first_name: "Ada", middle_name: "", last_name: "Lovelace" },
    mobile_number: "(212) 555-0199",
    email: "Ada.Lovelace@Example.org",
    gender: "Female",
    dob: "1941-12-10",
    address: { street: "350 5th Ave", apartment_number: "12B", city: "New York", zipcode: "10118", state: "ny" },
    member_type: "at_home",
    facility_type: null,
    isResident: false,
    corporate: null,
    facility: null,
    ...over,
  };
}

describe("POST /api/users/senior/minimal-info (create a member)", () => {
  it("creates the member, geocodes the address and answers senior_id, account_id and timezone", async () => {
    const res = await h.as("agent").post(MINIMAL, form());
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Account created successfully!");
    const d = res.body.data;
    expect(d.senior_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.account_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.member_id).toBeGreaterThan(100300);
    expect({ ...d, senior_id: "·", user_id: "·", account_id: "·", member_id: 0, created_date: "·" }).toEqual({
      user_id: "·",
      senior_id: "·",
      account_id: "·",
      name: { first_name: "Ada", middle_name: null, last_name: "Lovelace" },
      zone: "white",
      member_id: 0,
      member_type: "at_home",
      dob: "1941-12-10",
      created_date: "·",
      email: "ada.lovelace@example.org",
      gender: "Female",
      mobile_number: "2125550199",
      timezone: "America/New_York",
      address: {
        street: "350 5th Ave",
        apartment_number: "12B",
        city: "New York",
        state: "NY",
        zipcode: "10118",
        timezone: "America/New_York",
        // The offline geocoder's point of ZIP 10118.
        coordinates: { latitude: 40.749, longitude: -73.9865 },
      },
      facility: null,
      facility_id: null,
      facility_type: null,
      corporate: null,
      corporate_id: null,
      isResident: false,
      is_resident: false,
      is_active: true,
      profile_image_id: null,
    });
    // The creating care agent coaches the new member, so their next writes need no break-glass reason.
    const basic = await h.as("agent").put("/api/users/senior/basic-info", { senior_id: d.senior_id, pets: "Cat" });
    expect(basic.status, basic.raw.body).toBe(200);
    const read = await h.as("warehouse").get(MINIMAL, { senior_id: d.senior_id, account_id: d.account_id });
    expect(read.status).toBe(200);
    expect(read.body.data.address.coordinates).toEqual({ latitude: 40.749, longitude: -73.9865 });
  });

  it("takes the time zone of the member's state (California → America/Los_Angeles)", async () => {
    const res = await h.as("bdm").post(
      MINIMAL,
      form({
        email: "grace@example.org",
        mobile_number: "3105550100",
        address: { street: "9641 Sunset Blvd", city: "Beverly Hills", zipcode: "90210", state: "CA" },
      }),
    );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.timezone).toBe("America/Los_Angeles");
    expect(res.body.data.address.coordinates).toEqual({ latitude: 34.0901, longitude: -118.4065 });
  });

  it("answers 409 'Email address already in use' / 'Mobile number already in use' and creates nothing", async () => {
    const before = await h.prisma.senior.count();
    const email = await h.as("agent").post(MINIMAL, form({ email: s.outsider.email, mobile_number: "2125550101" }));
    expect(email.status).toBe(409);
    expect(email.body).toEqual({
      application_code: 409,
      message: "Email address already in use",
      data: null,
      error: { code: "CONFLICT", fields: [{ field: "body.email", reason: "Email address already in use" }] },
    });
    const mobile = await h
      .as("agent")
      .post(MINIMAL, form({ email: "new.one@example.org", mobile_number: s.outsider.mobileNumber }));
    expect(mobile.status).toBe(409);
    expect(mobile.body.message).toBe("Mobile number already in use");
    // A staff account's email is taken too.
    const staff = await h.as("agent").post(MINIMAL, form({ email: "admin@demo.care", mobile_number: "2125550102" }));
    expect(staff.body.message).toBe("Email address already in use");
    expect(await h.prisma.senior.count()).toBe(before);
  });

  it("refuses bad input with 400 naming the field and the reason", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ email: "not-an-email" }), "body.email", "Invalid email address"],
      [form({ mobile_number: "555-01" }), "body.mobile_number", "Invalid Phone Number"],
      [form({ name: { first_name: " ", last_name: "X" } }), "body.name.first_name", "Required Field"],
      [form({ dob: "2999-01-01" }), "body.dob", "Date cannot be greater than today"],
      [form({ dob: "1941-02-30" }), "body.dob", "Invalid Date"],
      [
        form({ address: { street: "1 Main St", city: "New York", zipcode: "1011", state: "NY" } }),
        "body.address.zipcode",
        "Zipcode is invalid",
      ],
      [
        form({ address: { street: "1 Main St", apartment_number: "#4", city: "X", zipcode: "10118", state: "NY" } }),
        "body.address.apartment_number",
        "Invalid Apartment Number",
      ],
      [form({ member_type: "vip" }), "body.member_type", "Unknown member type"],
      [form({ isResident: true }), "body.facility", "Required Field"],
    ];
    for (const [body, field, reason] of cases) {
      const res = await h.as("agent").post(MINIMAL, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[0], field).toEqual({ field, reason });
    }
  });

  it("answers 400 'No address found' for an address no geocoder can place, and stores nothing", async () => {
    const before = await h.prisma.senior.count();
    const res = await h.as("agent").post(
      MINIMAL,
      form({
        email: "nowhere@example.org",
        mobile_number: "2125550103",
        address: { street: "1 Nowhere Rd", city: "Nowhere In Particular", zipcode: "00000", state: "ZZ" },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual([{ field: "body.address", reason: "No address found" }]);
    expect(await h.prisma.senior.count()).toBe(before);
  });

  it("forces a facility agent's own facility, whatever the form says", async () => {
    const own = await h.prisma.facility.findUniqueOrThrow({ where: { id: h.user("facility").facilityId ?? "" } });
    const other = await h.prisma.facility.findFirstOrThrow({ where: { id: { not: own.id } } });
    const res = await h.as("facility").post(
      MINIMAL,
      form({
        email: "resident@example.org",
        mobile_number: "2125550104",
        member_type: "community",
        facility: other.id,
        corporate: other.corporationId,
        isResident: false,
      }),
    );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({
      facility_id: own.id,
      facility: own.name,
      facility_type: own.facilityType,
      corporate_id: own.corporationId,
      isResident: true,
      timezone: own.timezone,
    });
  });

  it("saves an existing member's minimal info ('Account saved successfully!')", async () => {
    const res = await h
      .as("admin")
      .post(
        MINIMAL,
        form({ ...ref(s.outsider), email: s.outsider.email, mobile_number: s.outsider.mobileNumber, gender: "Male" }),
      );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Account saved successfully!");
    expect(res.body.data.gender).toBe("Male");
    expect(res.body.data.member_id).toBe(s.outsider.memberId);
  });
});

describe("GET /api/users/senior/minimal-info", () => {
  it("answers a resident to their facility agent and 404 for a senior outside the facility", async () => {
    const own = await h.as("facility").get(MINIMAL, ref(s.resident));
    expect(own.status).toBe(200);
    expect(own.body.data.member_id).toBe(s.resident.memberId);
    const outside = await h.as("facility").get(MINIMAL, ref(s.outsider));
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe("Senior not found");
  });

  it("answers 400 naming a malformed senior_id, 404 for an account_id of another senior", async () => {
    const bad = await h.as("agent").get(MINIMAL, { senior_id: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.[0]?.field).toBe("query.senior_id");
    const mismatch = await h.as("agent").get(MINIMAL, { senior_id: s.assigned.id, account_id: s.outsider.accountId });
    expect(mismatch.status).toBe(404);
  });
});

describe("POST /api/users/senior/validate-duplicate-data", () => {
  it("answers both flags false when nothing is taken", async () => {
    const res = await h.as("warehouse").post(DUPLICATES, { email: "free@example.org", mobile_number: "2125550105" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email_exists: false, mobile_number_exists: false });
  });

  it("answers 409 with the spec's text, naming every taken field; a member's own values are no duplicate", async () => {
    const res = await h.as("warehouse").post(DUPLICATES, {
      email: s.outsider.email,
      mobile_number: s.outsider.mobileNumber,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Email address already in use");
    expect(res.body.error?.fields).toEqual([
      { field: "body.email", reason: "Email address already in use" },
      { field: "body.mobile_number", reason: "Mobile number already in use" },
    ]);
    const own = await h.as("warehouse").post(DUPLICATES, {
      email: s.outsider.email,
      mobile_number: s.outsider.mobileNumber,
      senior_id: s.outsider.id,
    });
    expect(own.status).toBe(200);
  });

  it("answers 400 for a malformed email, and 404 for a member outside a facility agent's facility", async () => {
    const res = await h.as("agent").post(DUPLICATES, { email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[0]).toEqual({ field: "body.email", reason: "Invalid email address" });
    const outside = await h.as("facility").post(DUPLICATES, { email: "x@example.org", senior_id: s.outsider.id });
    expect(outside.status).toBe(404);
  });
});

describe("GET /api/cognito/user/generate-memberid", () => {
  it("hands out a new six-digit member id each call", async () => {
    const a = await h.as("bdm").get("/api/cognito/user/generate-memberid");
    const b = await h.as("bdm").get("/api/cognito/user/generate-memberid");
    expect(a.status).toBe(200);
    expect(a.body.data.member_id).toBeGreaterThanOrEqual(100301);
    expect(b.body.data.member_id).not.toBe(a.body.data.member_id);
  });
});

describe("POST /api/users/senior/minimal-info with the form's reserved member id", () => {
  it("gives the member the id generate-memberid reserved, and refuses it for a second member", async () => {
    const reserved = await h.as("agent").get("/api/cognito/user/generate-memberid");
    const id = reserved.body.data.member_id as number;
    const res = await h
      .as("agent")
      .post(MINIMAL, form({ member_id: id, email: "reserved.one@example.org", mobile_number: "2125550111" }));
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.member_id).toBe(id);

    const again = await h
      .as("agent")
      .post(MINIMAL, form({ member_id: id, email: "reserved.two@example.org", mobile_number: "2125550112" }));
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual([{ field: "body.member_id", reason: "Member id already in use" }]);
  });

  it("refuses an id the sequence has not handed out yet (400)", async () => {
    const res = await h
      .as("agent")
      .post(MINIMAL, form({ member_id: 999999, email: "reserved.three@example.org", mobile_number: "2125550113" }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual([{ field: "body.member_id", reason: "Member id was not reserved" }]);
  });
});
