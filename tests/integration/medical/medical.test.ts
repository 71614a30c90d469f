import { beforeAll, describe, expect, it } from "vitest";
import { setupHarness } from "../../support/suite-harness.js";
import { ref, setupSeniors } from "../seniors.js";

const CONDITION = "/api/users/senior/medical-condition";
const HISTORY = "/api/users/senior/medical-condition-history";
const MEDICATION = "/api/users/senior/medication";
const MEDICINE = "/api/users/medicine";

const h = setupHarness();
const s = setupSeniors(h);
let pharmacyId: string;

beforeAll(async () => {
  // Lists hold exactly what the tests add.
  await h.prisma.medicalCondition.deleteMany({ where: { seniorId: s.assigned.id } });
  await h.prisma.medication.deleteMany({ where: { seniorId: s.assigned.id } });
  const pharmacy = await h.prisma.provider.create({
    data: { seniorId: s.assigned.id, type: "pharmacy", name: "Walgreens Back Bay", contactPhone: "6175550170" },
  });
  pharmacyId = pharmacy.id;
});

function condition(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    senior_id: s.assigned.id,
    condition: "Type 2 diabetes",
    severity_level: "Moderate",
    date_of_onset: "2019-03-14",
    notes: "Diet controlled until 2022",
    ...over,
  };
}

function medication(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    senior_id: s.assigned.id,
    medicine: "Metformin",
    dose_form: "Tablet",
    dose_frequency: { every: 2, period: "day" },
    when: "With meals",
    date_prescribed: "2022-05-01",
    date_discontinued: null,
    pharmacy_id: pharmacyId,
    notes: "500 mg",
    status: "Save",
    ...over,
  };
}

describe("medical conditions", () => {
  it("adds, changes and deletes a condition, keeping every version in its history", async () => {
    const created = await h.as("agent").post(CONDITION, condition());
    expect(created.status, created.raw.body).toBe(200);
    expect(created.body.message).toBe("Saved Successfully");
    const id = created.body.data.medical_condition_id;
    expect({ ...created.body.data, created_date: "·", modification_date: "·" }).toEqual({
      medical_condition_id: id,
      condition: "Type 2 diabetes",
      severity_level: "Moderate",
      date_of_onset: "2019-03-14",
      notes: "Diet controlled until 2022",
      created_date: "·",
      modification_date: "·",
    });

    const updated = await h
      .as("admin")
      .put(CONDITION, condition({ medical_condition_id: id, severity_level: "Severe", notes: "" }));
    expect(updated.status, updated.raw.body).toBe(200);
    expect(updated.body.data).toMatchObject({ severity_level: "Severe", notes: null });

    const removed = await h.as("agent").delete(CONDITION, { senior_id: s.assigned.id, medical_condition_id: id });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: "Deleted Successfully", data: { medical_condition_id: id } });
    const list = await h.as("agent").get(CONDITION, ref(s.assigned));
    expect(list.body.data).toEqual({ items: [], total: 0, next_offset: -1 });

    const history = await h.as("agent").get(HISTORY, { ...ref(s.assigned), medical_condition_id: id });
    expect(history.status).toBe(200);
    expect(
      history.body.data.items.map((v: Record<string, unknown>) => [
        v.version,
        v.change,
        v.severity_level,
        v.notes,
        v.changed_by,
      ]),
    ).toEqual([
      [3, "deleted", "Severe", null, "Casey Rivera"],
      [2, "updated", "Severe", null, "Alex Morgan"],
      [1, "created", "Moderate", "Diet controlled until 2022", "Casey Rivera"],
    ]);
    expect(history.body.data.total).toBe(3);
    // Deleting it again: it is gone from the list.
    const again = await h.as("agent").delete(CONDITION, { senior_id: s.assigned.id, medical_condition_id: id });
    expect(again.status).toBe(404);
  });

  it("pages the list 10 at a time, newest first, and fetches up to 100 in one call", async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await h.as("agent").post(CONDITION, condition({ condition: `Condition ${i}` }));
      expect(res.status, res.raw.body).toBe(200);
    }
    const first = await h.as("agent").get(CONDITION, ref(s.assigned));
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.items[0].condition).toBe("Condition 12");
    expect([first.body.data.total, first.body.data.next_offset]).toEqual([12, 10]);
    const second = await h.as("agent").get(CONDITION, { ...ref(s.assigned), offset: 10 });
    expect(second.body.data.items.map((c: { condition: string }) => c.condition)).toEqual([
      "Condition 2",
      "Condition 1",
    ]);
    expect(second.body.data.next_offset).toBe(-1);
    expect((await h.as("agent").get(CONDITION, { ...ref(s.assigned), limit: 100 })).body.data.items).toHaveLength(12);
    const tooMany = await h.as("agent").get(CONDITION, { ...ref(s.assigned), limit: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields?.[0]?.field).toBe("query.limit");
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [condition({ notes: "x".repeat(501) }), "body.notes", "Maximum 500 characters allowed"],
      [condition({ date_of_onset: "2999-01-01" }), "body.date_of_onset", "Date cannot be greater than today"],
      [condition({ date_of_onset: "2023-02-30" }), "body.date_of_onset", "Invalid Date"],
      [condition({ condition: "  " }), "body.condition", "Required Field"],
      [condition({ severity_level: "Fatal" }), "body.severity_level", "Required Field"],
    ];
    for (const [body, field, reason] of cases) {
      const res = await h.as("agent").post(CONDITION, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[0], field).toEqual({ field, reason });
    }
    // 500 characters are fine.
    expect((await h.as("agent").post(CONDITION, condition({ notes: "x".repeat(500) }))).status).toBe(200);
  });

  it("is 404 outside a facility agent's facility and 403 to warehouse employees and BDMs", async () => {
    expect((await h.as("facility").get(CONDITION, ref(s.outsider))).status).toBe(404);
    expect((await h.as("facility").get(CONDITION, ref(s.resident))).status).toBe(200);
    const outside = await h.as("facility").post(CONDITION, condition({ senior_id: s.outsider.id }));
    expect(outside.status).toBe(404);
    for (const role of ["warehouse", "bdm"] as const) {
      expect((await h.as(role).get(CONDITION, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).get(HISTORY, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).post(CONDITION, condition())).status, role).toBe(403);
    }
  });
});

describe("medication", () => {
  it("saves a draft with the senior's pharmacy, then submits it with the spec's message", async () => {
    const saved = await h.as("agent").post(MEDICATION, medication());
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.body.message).toBe("Saved Successfully");
    const id = saved.body.data.medication_id;
    expect({ ...saved.body.data, modification_date: "·" }).toEqual({
      medication_id: id,
      medicine: "Metformin",
      dose_form: "Tablet",
      dose_frequency: { every: 2, period: "day" },
      when: "With meals",
      date_prescribed: "2022-05-01",
      date_discontinued: null,
      pharmacy_id: pharmacyId,
      pharmacy_name: "Walgreens Back Bay",
      pharmacy_phone_number: "6175550170",
      notes: "500 mg",
      status: "Save",
      modification_date: "·",
    });

    const submitted = await h
      .as("agent")
      .put(MEDICATION, medication({ medication_id: id, status: "Submit", date_discontinued: "2022-05-01" }));
    expect(submitted.status, submitted.raw.body).toBe(200);
    expect(submitted.body.message).toBe("Medication has been submitted successfully.");
    expect(submitted.body.data).toMatchObject({ status: "Submit", date_discontinued: "2022-05-01" });

    const draftAgain = await h.as("agent").put(MEDICATION, medication({ medication_id: id, status: "Save" }));
    expect(draftAgain.status).toBe(409);
    expect(draftAgain.body.message).toBe("A submitted medication cannot be saved as a draft");

    const created = await h.as("agent").post(MEDICATION, medication({ medicine: "Lisinopril", status: "Submit" }));
    expect(created.body.message).toBe("Medication has been submitted successfully.");
  });

  it("pages the list 5 at a time, last modified first, up to 15 a call", async () => {
    for (const medicine of ["Aspirin", "Digoxin", "Warfarin", "Ramipril"]) {
      expect((await h.as("agent").post(MEDICATION, medication({ medicine }))).status).toBe(200);
    }
    const first = await h.as("agent").get(MEDICATION, ref(s.assigned));
    expect(first.body.data.items.map((m: { medicine: string }) => m.medicine)).toEqual([
      "Ramipril",
      "Warfarin",
      "Digoxin",
      "Aspirin",
      "Lisinopril",
    ]);
    expect([first.body.data.total, first.body.data.total_meds, first.body.data.next_offset]).toEqual([6, 6, 5]);
    const second = await h.as("agent").get(MEDICATION, { ...ref(s.assigned), offset: 5 });
    expect(second.body.data.items.map((m: { medicine: string }) => m.medicine)).toEqual(["Metformin"]);
    expect(second.body.data.next_offset).toBe(-1);
    expect((await h.as("agent").get(MEDICATION, { ...ref(s.assigned), limit: 16 })).status).toBe(400);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [medication({ notes: "x".repeat(501) }), "body.notes", "Maximum 500 characters allowed"],
      [
        medication({ date_prescribed: "2024-06-10", date_discontinued: "2024-06-09" }),
        "body.date_discontinued",
        "Date discontinued cannot be before date prescribed",
      ],
      [medication({ date_prescribed: "2999-01-01" }), "body.date_prescribed", "Date cannot be greater than today"],
      [medication({ dose_frequency: { every: 0, period: "day" } }), "body.dose_frequency.every", "Must be at least 1"],
      [medication({ dose_frequency: { every: 1, period: "year" } }), "body.dose_frequency.period", "Required Field"],
      [medication({ status: "Draft" }), "body.status", "Must be Save or Submit"],
      [medication({ medicine: "" }), "body.medicine", "Required Field"],
    ];
    for (const [body, field, reason] of cases) {
      const res = await h.as("agent").post(MEDICATION, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[0], field).toEqual({ field, reason });
    }
    // Another senior's pharmacy is not this senior's.
    const foreign = await h.prisma.provider.create({
      data: { seniorId: s.resident.id, type: "pharmacy", name: "Elsewhere Pharmacy" },
    });
    const res = await h.as("agent").post(MEDICATION, medication({ pharmacy_id: foreign.id }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual([{ field: "body.pharmacy_id", reason: "Pharmacy not found" }]);
  });

  it("is 404 outside a facility agent's facility and 403 to warehouse employees and BDMs", async () => {
    expect((await h.as("facility").get(MEDICATION, ref(s.outsider))).status).toBe(404);
    expect((await h.as("facility").post(MEDICATION, medication({ senior_id: s.outsider.id }))).status).toBe(404);
    for (const role of ["warehouse", "bdm"] as const) {
      expect((await h.as(role).get(MEDICATION, ref(s.assigned))).status, role).toBe(403);
      expect((await h.as(role).get(MEDICINE, { medicine: "met" })).status, role).toBe(403);
    }
  });
});

describe("GET /api/users/medicine", () => {
  it("finds names starting with the text first, then containing it, from the seeded catalogue", async () => {
    const met = await h.as("agent").get(MEDICINE, { medicine: "met" });
    expect(met.status).toBe(200);
    expect(met.body.data.medicines.map((m: { name: string }) => m.name)).toEqual([
      "Metformin",
      "Methotrexate",
      "Metoprolol Succinate",
      "Metoprolol Tartrate",
    ]);
    const pril = await h.as("agent").get(MEDICINE, { medicine: "PRIL" });
    expect(pril.body.data.medicines.map((m: { name: string }) => m.name)).toEqual(["Lisinopril", "Ramipril"]);
  });

  it("answers at most 25 names", async () => {
    const a = await h.as("agent").get(MEDICINE, { medicine: "a" });
    expect(a.body.data.medicines.map((m: { name: string }) => m.name)).toEqual([
      "Acetaminophen",
      "Albuterol",
      "Alendronate",
      "Allopurinol",
      "Amiodarone",
      "Amlodipine",
      "Amoxicillin",
      "Apixaban",
      "Aspirin",
      "Atenolol",
      "Atorvastatin",
      "Calcium Carbonate",
      "Carbidopa/Levodopa",
      "Carvedilol",
      "Citalopram",
      "Dapagliflozin",
      "Diltiazem",
      "Docusate",
      "Empagliflozin",
      "Escitalopram",
      "Famotidine",
      "Gabapentin",
      "Hydrochlorothiazide",
      "Hydrocodone/Acetaminophen",
      "Insulin Glargine",
    ]);
  });

  it("matches wildcards literally and bounds the input", async () => {
    expect((await h.as("agent").get(MEDICINE, { medicine: "%" })).body.data.medicines).toEqual([]);
    expect((await h.as("agent").get(MEDICINE, { medicine: "_" })).body.data.medicines).toEqual([]);
    const long = await h.as("agent").get(MEDICINE, { medicine: "x".repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.[0]).toEqual({ field: "query.medicine", reason: "Maximum 50 characters allowed" });
    expect((await h.as("agent").get(MEDICINE, {})).status).toBe(400);
  });
});
