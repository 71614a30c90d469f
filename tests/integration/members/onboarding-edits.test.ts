import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { auditRowOf } from "../../support/harness.js";
import { setupHarness } from "../../support/suite-harness.js";
import { caregiverForm, doctorForm } from "../care-team/care-team-forms.js";
import { ref, setupSeniors } from "../seniors.js";

// The edit and delete paths of the Onboarding Info sub-tabs (issue 12) that the per-area files leave out: editing
// and removing doctors and pharmacies, a caregiver edited onto another caregiver's email, and every edit or delete
// naming a record of another member (404, nothing changed). Each write is audited under its operation.

const CIRCLE = "/api/users/senior/care-circle";
const DOCTOR = "/api/users/provider/doctor";
const PHARMACY = "/api/users/provider/pharmacy";
const CONDITION = "/api/users/senior/medical-condition";
const MEDICATION = "/api/users/senior/medication";

const h = setupHarness();
const s = setupSeniors(h, 2);

beforeAll(async () => {
  for (const senior of [s.assigned, s.resident]) {
    await h.prisma.caregiver.deleteMany({ where: { seniorId: senior.id } });
    await h.prisma.provider.deleteMany({ where: { seniorId: senior.id } });
  }
});

const doctor = (over: Record<string, unknown> = {}) => doctorForm(s.assigned.id, over);

describe("providers: edit and delete", () => {
  it("edits a doctor, moves the primary flag with an edit, and removes a doctor", async () => {
    const ruth = (await h.as("agent").post(DOCTOR, doctor())).body.data;
    const ian = (await h.as("agent").post(DOCTOR, doctor({ name: "Dr. Ian Park", is_primary: false }))).body.data;

    const edited = await h.as("agent").put(DOCTOR, {
      ...doctor({ name: "Dr. Ian Park", speciality: "Cardiology", contact_phone: "617.555.0160", is_primary: true }),
      provider_id: ian.provider_id,
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toEqual({
      provider_id: ian.provider_id,
      provider_type: "doctor",
      name: "Dr. Ian Park",
      contact_phone: "6175550160",
      provider_name: "Back Bay Medical Group",
      speciality: "Cardiology",
      is_primary: true,
      isPrimary: true,
    });
    expect(await auditRowOf(h, edited)).toMatchObject({
      action: "updateDoctor",
      method: "PUT",
      statusCode: 200,
      actorId: h.user("agent").id,
    });
    const list = await h.as("agent").get(DOCTOR, ref(s.assigned));
    expect(list.body.data.providers.map((p: { name: string; is_primary: boolean }) => [p.name, p.is_primary])).toEqual([
      ["Dr. Ian Park", true],
      ["Dr. Ruth Okafor", false],
    ]);

    const removed = await h.as("agent").delete(DOCTOR, { senior_id: s.assigned.id, provider_id: ruth.provider_id });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ provider_id: ruth.provider_id });
    expect((await auditRowOf(h, removed)).action).toBe("deleteDoctor");
    const after = await h.as("agent").get(DOCTOR, ref(s.assigned));
    expect(after.body.data.providers.map((p: { name: string }) => p.name)).toEqual(["Dr. Ian Park"]);
    const again = await h.as("agent").delete(DOCTOR, { senior_id: s.assigned.id, provider_id: ruth.provider_id });
    expect(again.status).toBe(404);
  });

  it("edits and removes a pharmacy; an emptied phone is cleared", async () => {
    const cvs = await h
      .as("agent")
      .post(PHARMACY, { senior_id: s.assigned.id, name: "CVS Pharmacy", contact_phone: "6175550180" });
    const id = cvs.body.data.provider_id as string;
    const edited = await h.as("agent").put(PHARMACY, {
      senior_id: s.assigned.id,
      provider_id: id,
      name: "CVS Pharmacy Boylston St",
      contact_phone: "",
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({
      provider_id: id,
      provider_type: "pharmacy",
      name: "CVS Pharmacy Boylston St",
      contact_phone: null,
    });
    const removed = await h.as("agent").delete(PHARMACY, { senior_id: s.assigned.id, provider_id: id });
    expect(removed.status).toBe(200);
    expect((await h.as("agent").get(PHARMACY, { senior_id: s.assigned.id })).body.data.providers).toEqual([]);
  });

  it("is 404 for a provider that is not the member's (or unknown), and changes nothing", async () => {
    const theirs = (await h.as("admin").post(DOCTOR, doctor({ senior_id: s.resident.id, name: "Dr. Resident" }))).body
      .data;
    const edit = await h.as("agent").put(DOCTOR, { ...doctor({ name: "Hijacked" }), provider_id: theirs.provider_id });
    expect(edit.status).toBe(404);
    const del = await h.as("agent").delete(DOCTOR, { senior_id: s.assigned.id, provider_id: theirs.provider_id });
    expect(del.status).toBe(404);
    const unknown = await h.as("agent").put(DOCTOR, { ...doctor(), provider_id: randomUUID() });
    expect(unknown.status).toBe(404);
    const stored = await h.prisma.provider.findUniqueOrThrow({ where: { id: theirs.provider_id } });
    expect(stored.name).toBe("Dr. Resident");
    // A facility agent edits their resident's providers, and nobody else's.
    const own = await h.as("facility").put(DOCTOR, {
      ...doctor({ senior_id: s.resident.id, name: "Dr. Resident Two" }),
      provider_id: theirs.provider_id,
    });
    expect(own.status, own.raw.body).toBe(200);
    const outside = await h
      .as("facility")
      .delete(DOCTOR, { senior_id: s.outsider.id, provider_id: theirs.provider_id });
    expect(outside.status).toBe(404);
  });
});

describe("care circle: edit and delete", () => {
  // Mia again, as a secondary caregiver with her own email and number.
  const caregiver = (over: Record<string, unknown> = {}, info: Record<string, unknown> = {}) =>
    caregiverForm(
      s.assigned.id,
      { email: "mia.edit@example.net", mobileNumber: "6175550211", ...over },
      { caregiver_type: "secondary", ...info },
    );

  it("answers 409 when an edit takes another caregiver's email or mobile number, and keeps the caregiver", async () => {
    const mia = (await h.as("agent").post(CIRCLE, caregiver())).body.data;
    await h.as("agent").post(
      CIRCLE,
      caregiver(
        {
          name: { firstName: "Sam", lastName: "Lovelace" },
          email: "sam.edit@example.net",
          mobileNumber: "6175550212",
        },
        { caregiver_type: "primary" },
      ),
    );
    const email = await h
      .as("agent")
      .put(CIRCLE, caregiver({ caregiver_id: mia.caregiver_id, email: "SAM.edit@example.net" }));
    expect(email.status).toBe(409);
    expect(email.body.message).toBe("Email id is already in use");
    const mobile = await h
      .as("agent")
      .put(CIRCLE, caregiver({ caregiver_id: mia.caregiver_id, mobileNumber: "(617) 555-0212" }));
    expect(mobile.status).toBe(409);
    expect(mobile.body.message).toBe("Mobile Number is already in use with another caregiver");

    const edited = await h.as("agent").put(
      CIRCLE,
      caregiver(
        {
          caregiver_id: mia.caregiver_id,
          name: { firstName: "Mia", lastName: "Lovelace-Park" },
        },
        { caregiver_type: "alternate", relationship_with_senior: "Neighbour" },
      ),
    );
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({
      caregiver_id: mia.caregiver_id,
      name: { firstName: "Mia", lastName: "Lovelace-Park" },
      email: "mia.edit@example.net",
      caregiverType: "alternate",
      senior_info: { caregiver_type: "alternate", relationship_with_senior: "Neighbour" },
    });
    expect((await auditRowOf(h, edited)).action).toBe("updateCaregiver");
  });

  it("is 404 for a caregiver of another member (edit or delete) and for an unknown one; nothing changes", async () => {
    const theirs = (
      await h.as("admin").post(
        CIRCLE,
        caregiver({
          senior_id: s.resident.id,
          name: { firstName: "Rae", lastName: "Resident" },
          email: "rae@example.net",
          mobileNumber: "6175550213",
        }),
      )
    ).body.data;
    const edit = await h.as("agent").put(CIRCLE, caregiver({ caregiver_id: theirs.caregiver_id }));
    expect(edit.status).toBe(404);
    const del = await h.as("agent").delete(CIRCLE, { senior_id: s.assigned.id, caregiver_id: theirs.caregiver_id });
    expect(del.status).toBe(404);
    expect((await h.as("agent").put(CIRCLE, caregiver({ caregiver_id: randomUUID() }))).status).toBe(404);
    const stored = await h.prisma.caregiver.findUniqueOrThrow({ where: { id: theirs.caregiver_id } });
    expect([stored.seniorId, stored.firstName, stored.email]).toEqual([s.resident.id, "Rae", "rae@example.net"]);
    // The facility agent removes their resident's caregiver; outside the facility it is 404.
    const outside = await h
      .as("facility")
      .delete(CIRCLE, { senior_id: s.outsider.id, caregiver_id: theirs.caregiver_id });
    expect(outside.status).toBe(404);
    const own = await h.as("facility").delete(CIRCLE, { senior_id: s.resident.id, caregiver_id: theirs.caregiver_id });
    expect(own.status).toBe(200);
    expect((await auditRowOf(h, own)).action).toBe("deleteCaregiver");
    expect(await h.prisma.caregiver.count({ where: { id: theirs.caregiver_id } })).toBe(0);
  });
});

describe("medical info: edits naming another member's record", () => {
  it("is 404 to edit or delete another member's condition, or edit their medication; nothing changes", async () => {
    const condition = (
      await h.as("admin").post(CONDITION, {
        senior_id: s.resident.id,
        condition: "Asthma",
        severity_level: "Mild",
        date_of_onset: "2010-01-01",
        notes: "",
      })
    ).body.data;
    const medication = (
      await h.as("admin").post(MEDICATION, {
        senior_id: s.resident.id,
        medicine: "Albuterol",
        dose_form: "Inhaler",
        dose_frequency: { every: 1, period: "day" },
        when: "As needed",
        date_prescribed: "2020-01-01",
        date_discontinued: null,
        notes: "",
        status: "Save",
      })
    ).body.data;
    expect(condition.medical_condition_id).toEqual(expect.any(String));
    expect(medication.medication_id).toEqual(expect.any(String));

    const editCondition = await h.as("agent").put(CONDITION, {
      senior_id: s.assigned.id,
      medical_condition_id: condition.medical_condition_id,
      condition: "Changed",
      severity_level: "Severe",
      date_of_onset: "2010-01-01",
      notes: "",
    });
    expect(editCondition.status).toBe(404);
    const deleteCondition = await h
      .as("agent")
      .delete(CONDITION, { senior_id: s.assigned.id, medical_condition_id: condition.medical_condition_id });
    expect(deleteCondition.status).toBe(404);
    const editMedication = await h.as("agent").put(MEDICATION, {
      senior_id: s.assigned.id,
      medication_id: medication.medication_id,
      medicine: "Changed",
      dose_form: "Tablet",
      dose_frequency: { every: 1, period: "day" },
      when: "Morning",
      date_prescribed: "2020-01-01",
      date_discontinued: null,
      notes: "",
      status: "Submit",
    });
    expect(editMedication.status).toBe(404);

    const conditions = await h.as("admin").get(CONDITION, ref(s.resident));
    expect(
      conditions.body.data.items.map((c: { condition: string; severity_level: string }) => [
        c.condition,
        c.severity_level,
      ]),
    ).toEqual([["Asthma", "Mild"]]);
    const medications = await h.as("admin").get(MEDICATION, ref(s.resident));
    expect(JSON.stringify(medications.body.data)).toContain("Albuterol");
    expect(JSON.stringify(medications.body.data)).not.toContain("Changed");
  });
});
