import { beforeAll, describe, expect, it } from "vitest";
import { setupHarness } from "../../support/suite-harness.js";
import { caregiverForm, doctorForm } from "./care-team-forms.js";
import { ref, setupSeniors } from "../seniors.js";

const CIRCLE = "/api/users/senior/care-circle";
const DOCTOR = "/api/users/provider/doctor";
const DENTIST = "/api/users/provider/dentist";
const PHARMACY = "/api/users/provider/pharmacy";

const h = setupHarness();
const s = setupSeniors(h);

beforeAll(async () => {
  // Start from an empty circle and no providers, so lists hold exactly what the tests add.
  await h.prisma.caregiver.deleteMany({ where: { seniorId: s.assigned.id } });
  await h.prisma.provider.deleteMany({ where: { seniorId: s.assigned.id } });
});

const caregiver = (over: Record<string, unknown> = {}, info: Record<string, unknown> = {}) =>
  caregiverForm(s.assigned.id, over, info);

describe("care circle", () => {
  it("adds caregivers and lists them primary, secondary, alternate", async () => {
    const alternate = await h.as("agent").post(CIRCLE, caregiver());
    expect(alternate.status, alternate.raw.body).toBe(200);
    expect(alternate.body.message).toBe("Saved Successfully");
    expect({ ...alternate.body.data, caregiver_id: "·" }).toEqual({
      caregiver_id: "·",
      basic_info: { email: "mia@example.net" },
      name: { firstName: "Mia", lastName: "Lovelace" },
      email: "mia@example.net",
      mobileNumber: "6175550111",
      emergencyContact: false,
      caregiverType: "alternate",
      senior_info: { caregiver_type: "alternate", emergency_contact: false, relationship_with_senior: "Granddaughter" },
    });
    await h.as("agent").post(
      CIRCLE,
      caregiver(
        {
          name: { firstName: "Sam", lastName: "Lovelace" },
          email: "sam@example.net",
          mobileNumber: "6175550112",
        },
        { caregiver_type: "primary", emergency_contact: true, relationship_with_senior: "Son" },
      ),
    );
    await h.as("facility").get(CIRCLE, ref(s.resident)); // a facility agent reads their resident's circle
    await h.as("admin").post(
      CIRCLE,
      caregiver(
        {
          name: { firstName: "Noor", lastName: "Haddad" },
          email: null,
          mobileNumber: "6175550113",
        },
        { caregiver_type: "secondary", relationship_with_senior: "Neighbour" },
      ),
    );
    const list = await h.as("agent").get(CIRCLE, ref(s.assigned));
    expect(list.status).toBe(200);
    expect(
      list.body.data.caregivers.map((c: { name: { firstName: string }; caregiverType: string }) => [
        c.name.firstName,
        c.caregiverType,
      ]),
    ).toEqual([
      ["Sam", "primary"],
      ["Noor", "secondary"],
      ["Mia", "alternate"],
    ]);
  });

  it("gives a caregiver with an email an account of role Caregiver without a password, which cannot sign in", async () => {
    const account = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "sam@example.net" } });
    expect([account.primaryRole, account.passwordHash]).toEqual(["Caregiver", null]);
    const login = await h.anonymous.post("/api/cognito/authentication/login", {
      email: "sam@example.net",
      password: "Any#Password2026x",
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.body.data).toBeNull();
  });

  it("answers 409 with the spec's duplicate texts", async () => {
    const email = await h.as("agent").post(CIRCLE, caregiver({ email: "MIA@example.net", mobileNumber: "6175550199" }));
    expect(email.status).toBe(409);
    expect(email.body).toEqual({
      application_code: 409,
      message: "Email id is already in use",
      data: null,
      error: { code: "CONFLICT", fields: [{ field: "body.email", reason: "Email id is already in use" }] },
    });
    const mobile = await h
      .as("agent")
      .post(CIRCLE, caregiver({ email: "new@example.net", mobileNumber: "617-555-0112" }));
    expect(mobile.status).toBe(409);
    expect(mobile.body.message).toBe("Mobile Number is already in use with another caregiver");
    // A staff member's email is not a caregiver's.
    const staff = await h.as("agent").post(CIRCLE, caregiver({ email: "admin@demo.care", mobileNumber: "6175550198" }));
    expect(staff.body.message).toBe("Email id is already in use");
  });

  it("updates and removes a caregiver; the same values on the caregiver itself are no duplicate", async () => {
    const list = await h.as("agent").get(CIRCLE, ref(s.assigned));
    const mia = list.body.data.caregivers.find((c: { name: { firstName: string } }) => c.name.firstName === "Mia");
    const updated = await h
      .as("agent")
      .put(CIRCLE, caregiver({ caregiver_id: mia.caregiver_id }, { emergency_contact: true }));
    expect(updated.status, updated.raw.body).toBe(200);
    expect(updated.body.data).toMatchObject({
      emergencyContact: true,
      senior_info: { caregiver_type: "alternate", emergency_contact: true, relationship_with_senior: "Granddaughter" },
    });
    // The caregiver as the API answered it may be sent back: top-level type and flag agree with senior_info.
    const echoed = await h.as("agent").put(CIRCLE, {
      ...updated.body.data,
      senior_id: s.assigned.id,
      senior_info: { ...updated.body.data.senior_info, relationship_with_senior: "Grandniece" },
    });
    expect(echoed.status, echoed.raw.body).toBe(200);
    expect(echoed.body.data).toEqual({
      caregiver_id: mia.caregiver_id,
      basic_info: { email: "mia@example.net" },
      name: { firstName: "Mia", lastName: "Lovelace" },
      email: "mia@example.net",
      mobileNumber: "6175550111",
      emergencyContact: true,
      caregiverType: "alternate",
      senior_info: { caregiver_type: "alternate", emergency_contact: true, relationship_with_senior: "Grandniece" },
    });
    const removed = await h.as("agent").delete(CIRCLE, { senior_id: s.assigned.id, caregiver_id: mia.caregiver_id });
    expect(removed.status).toBe(200);
    const again = await h.as("agent").delete(CIRCLE, { senior_id: s.assigned.id, caregiver_id: mia.caregiver_id });
    expect(again.status).toBe(404);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [caregiver({}, { caregiver_type: "tertiary" }), "body.senior_info.caregiver_type"],
      [caregiver({ mobileNumber: "123" }), "body.mobileNumber"],
      [caregiver({ email: "nope" }), "body.email"],
      [caregiver({ name: { firstName: "", lastName: "X" } }), "body.name.firstName"],
      [caregiver({}, { relationship_with_senior: "x".repeat(51) }), "body.senior_info.relationship_with_senior"],
      // Where the spec's caregiver holds them (senior_info), not loose at the top as before.
      [
        caregiver({ senior_info: undefined, caregiverType: "primary", relationship_with_senior: "Son" }),
        "body.senior_info",
      ],
      [caregiver({ caregiverType: "primary" }), "body.caregiverType"],
      [caregiver({ emergencyContact: true }), "body.emergencyContact"],
    ];
    for (const [body, field] of cases) {
      const res = await h.as("agent").post(CIRCLE, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[0]?.field, field).toBe(field);
    }
  });

  it("is refused (403) to warehouse employees and BDMs, 404 outside a facility agent's facility", async () => {
    for (const role of ["warehouse", "bdm"] as const) {
      expect((await h.as(role).get(CIRCLE, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).post(CIRCLE, caregiver())).status, role).toBe(403);
    }
    expect((await h.as("facility").get(CIRCLE, ref(s.outsider))).status).toBe(404);
    expect((await h.as("facility").get(CIRCLE, ref(s.resident))).status).toBe(200);
  });
});

describe("providers", () => {
  const doctor = (over: Record<string, unknown> = {}) => doctorForm(s.assigned.id, over);

  it("adds doctors; a new primary unmarks the old one; primary listed first", async () => {
    const first = await h.as("agent").post(DOCTOR, doctor());
    expect(first.status, first.raw.body).toBe(200);
    expect({ ...first.body.data, provider_id: "·" }).toEqual({
      provider_id: "·",
      provider_type: "doctor",
      name: "Dr. Ruth Okafor",
      contact_phone: "6175550150",
      provider_name: "Back Bay Medical Group",
      speciality: "Geriatrics",
      is_primary: true,
      isPrimary: true,
    });
    await h.as("agent").post(DOCTOR, doctor({ name: "Dr. Ian Park", speciality: "Cardiology" }));
    const list = await h.as("agent").get(DOCTOR, ref(s.assigned));
    expect(list.body.data.providers.map((p: { name: string; is_primary: boolean }) => [p.name, p.is_primary])).toEqual([
      ["Dr. Ian Park", true],
      ["Dr. Ruth Okafor", false],
    ]);
  });

  it("keeps dentists and pharmacies apart from doctors; updates and deletes by type", async () => {
    const dentist = await h.as("agent").post(DENTIST, doctor({ name: "Dr. Lee", speciality: "General Dentistry" }));
    expect(dentist.body.data.provider_type).toBe("dentist");
    const pharmacy = await h
      .as("agent")
      .post(PHARMACY, { senior_id: s.assigned.id, name: "CVS Pharmacy", contact_phone: "" });
    expect(pharmacy.status, pharmacy.raw.body).toBe(200);
    expect(pharmacy.body.data).toMatchObject({ provider_type: "pharmacy", name: "CVS Pharmacy", contact_phone: null });
    expect((await h.as("agent").get(DENTIST, ref(s.assigned))).body.data.providers).toHaveLength(1);

    const renamed = await h.as("agent").put(DENTIST, {
      ...doctor({ name: "Dr. Lee Chen", speciality: "General Dentistry" }),
      provider_id: dentist.body.data.provider_id,
    });
    expect(renamed.body.data.name).toBe("Dr. Lee Chen");
    // A dentist is not a doctor: the doctor routes do not find it.
    const wrongType = await h.as("agent").delete(DOCTOR, {
      senior_id: s.assigned.id,
      provider_id: dentist.body.data.provider_id,
    });
    expect(wrongType.status).toBe(404);
    const removed = await h.as("agent").delete(DENTIST, {
      senior_id: s.assigned.id,
      provider_id: dentist.body.data.provider_id,
    });
    expect(removed.status).toBe(200);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const phone = await h.as("agent").post(DOCTOR, doctor({ contact_phone: "555" }));
    expect(phone.body.error?.fields?.[0]).toEqual({ field: "body.contact_phone", reason: "Invalid Phone Number" });
    const speciality = await h.as("agent").post(DOCTOR, doctor({ speciality: " " }));
    expect(speciality.body.error?.fields?.[0]).toEqual({ field: "body.speciality", reason: "Required Field" });
  });

  it("doctors and dentists are refused (403) to warehouse employees and BDMs; pharmacies are not", async () => {
    for (const role of ["warehouse", "bdm"] as const) {
      expect((await h.as(role).get(DOCTOR, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).get(DENTIST, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).get(PHARMACY, { senior_id: s.assigned.id })).status, role).toBe(200);
    }
    expect((await h.as("facility").get(DOCTOR, ref(s.outsider))).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the caregiver's type, emergency flag and relationship in senior_info", async () => {
    const doc = (await h.anonymous.get("/api/docs/json")).body as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const method of ["post", "put"]) {
      const body = JSON.stringify(doc.paths["/api/users/senior/care-circle"]?.[method]?.requestBody);
      expect(body, method).toContain('"senior_info"');
      expect(body, method).toContain("emergency-contact flag and relationship with the senior");
      expect(body, method).not.toContain('"relationship_with_senior":{"type":"string"},"senior_id"');
    }
  });
});
