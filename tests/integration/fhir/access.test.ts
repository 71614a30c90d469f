// Who reads what through the FHIR R4 read API (issue 30 item 1; docs/interop.md "Access"): the roles of the portal's
// routes for the same data, the senior scope (a care agent their ASSIGNED seniors, a facility agent their facility's),
// errors as OperationOutcome with the right status, and reads audited like the portal's.
import type { Bundle, Observation, OperationOutcome, Organization, Patient } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { putReadings } from "../../support/fixtures.js";
import { startHarness, type Harness } from "../../support/harness.js";
import { allPages, expectValidR4, fhirGet } from "./fhir-support.js";

const FACILITY = "7cedf9ac-7174-5de0-9fd0-f31790e9ee57"; // Evergreen Gardens, facility@demo.care's
const CORPORATION = "30d3edbd-81d6-5b93-ad5f-f6a07b3b5ce5";

let h: Harness;
/** 100001: at home, coached by agent@demo.care. 100056: an Evergreen Gardens resident another agent coaches. */
let atHome: Senior;
let resident: Senior;

const memberIds = (patients: Patient[]): number[] => patients.map((p) => Number(p.identifier?.[0]?.value));
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

beforeAll(async () => {
  h = await startHarness();
  atHome = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100001 } });
  resident = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100056 } });
  for (const s of [atHome, resident]) {
    await putReadings(h.prisma, s, "heart_rate", [[Date.UTC(2026, 0, 10, 15), 66]]);
  }
});
afterAll(async () => {
  await h?.close();
});

describe("a care agent", () => {
  it("finds exactly their 40 assigned seniors as Patients", async () => {
    const found = await allPages<Patient>(h, "agent", `/api/fhir/R4/Patient?_count=25`);
    expect(memberIds(found)).toEqual(range(100001, 100040));
  });

  it("gets 404 for a senior they are not assigned to, and no Observations of theirs", async () => {
    expect((await fhirGet(h, "agent", `/api/fhir/R4/Patient/${resident.id}`)).status).toBe(404);
    const theirs = await allPages<Observation>(h, "agent", `/api/fhir/R4/Observation?patient=${resident.id}`);
    expect(theirs).toEqual([]);
    const all = await allPages<Observation>(h, "agent", `/api/fhir/R4/Observation?date=2026-01-10`);
    expect(all.map((o) => o.subject?.reference)).toEqual([`Patient/${atHome.id}`]);
  });
});

describe("a facility agent", () => {
  it("finds their facility's 17 residents only", async () => {
    const found = await allPages<Patient>(h, "facility", `/api/fhir/R4/Patient`);
    expect(memberIds(found)).toEqual([
      100002, 100020, 100038, 100056, 100074, 100092, 100110, 100128, 100146, 100164, 100182, 100200, 100218, 100236,
      100254, 100272, 100290,
    ]);
    expect((await fhirGet(h, "facility", `/api/fhir/R4/Patient/${atHome.id}`)).status).toBe(404);
  });

  it("reads their residents' Observations, not a member's at home", async () => {
    const all = await allPages<Observation>(h, "facility", `/api/fhir/R4/Observation?date=2026-01-10`);
    expect(all.map((o) => o.subject?.reference)).toEqual([`Patient/${resident.id}`]);
    const other = await fhirGet(h, "facility", `/api/fhir/R4/Observation/hr-${atHome.id}-mk80lq80`);
    expect(other.status).toBe(404);
  });

  it("sees their own facility and its corporation as Organizations", async () => {
    const found = await allPages<Organization>(h, "facility", `/api/fhir/R4/Organization`);
    expect(found.map((o) => o.id)).toEqual([CORPORATION, FACILITY]);
  });
});

describe("every type about one senior", () => {
  /** The resources of `type?patient=<senior>` as `role` (403 and 404 give none). */
  const ofSenior = async (role: "agent" | "facility", type: string, s: Senior): Promise<number> => {
    const res = await fhirGet<Bundle>(h, role, `/api/fhir/R4/${type}?patient=${s.id}`);
    return res.status === 200 ? (res.body.entry?.length ?? 0) : -res.status;
  };
  const TYPES = [
    "Observation",
    "Device",
    "RelatedPerson",
    "QuestionnaireResponse",
    "CarePlan",
    "Goal",
    "Flag",
    "DetectedIssue",
  ];

  beforeAll(async () => {
    const p = h.prisma;
    for (const s of [atHome, resident]) {
      await p.careInsight.create({
        data: { seniorId: s.id, type: "alert", kind: "action", status: "approved", message: "Checked in" },
      });
      await p.alarm.create({
        data: { seniorId: s.id, type: "sos", status: "pending", occurredAt: new Date(), dedupeKey: `fhir-${s.id}` },
      });
      const plan = await p.wellnessPlan.create({
        data: { seniorId: s.id, currentVersion: 1, versions: { create: { version: 1 } } },
      });
      const goal = await p.wellnessGoal.create({ data: { planId: plan.id, seq: 1 } });
      await p.wellnessGoalVersion.create({
        data: { goalId: goal.id, planId: plan.id, planVersion: 1, seq: 1, goal: "Sleep well", action: "Bedtime 10" },
      });
      const form = await p.assessmentForm.findUniqueOrThrow({
        where: { kind_version: { kind: "ucla_loneliness_assessment", version: 1 } },
      });
      await p.assessmentResponse.create({
        data: { seniorId: s.id, formId: form.id, kind: "ucla_loneliness_assessment", answers: {} },
      });
    }
  });

  it("gives a care agent their assigned senior's resources and nothing of another's", async () => {
    const counts = async (s: Senior) => Promise.all(TYPES.map(async (t) => [t, await ofSenior("agent", t, s)]));
    expect(await counts(atHome)).toEqual([
      ["Observation", 1],
      ["Device", 4],
      ["RelatedPerson", 1],
      ["QuestionnaireResponse", 1],
      ["CarePlan", 1],
      ["Goal", 1],
      ["Flag", 1],
      ["DetectedIssue", 1],
    ]);
    expect(await counts(resident)).toEqual(TYPES.map((t) => [t, 0]));
  });

  it("gives a facility agent their resident's resources (where their role reads the type) and nobody else's", async () => {
    const counts = async (s: Senior) => Promise.all(TYPES.map(async (t) => [t, await ofSenior("facility", t, s)]));
    expect(await counts(resident)).toEqual([
      ["Observation", 1],
      ["Device", 4],
      ["RelatedPerson", 3],
      ["QuestionnaireResponse", -403],
      ["CarePlan", -403],
      ["Goal", -403],
      ["Flag", 1],
      ["DetectedIssue", 1],
    ]);
    expect(await counts(atHome)).toEqual([
      ["Observation", 0],
      ["Device", 0],
      ["RelatedPerson", 0],
      ["QuestionnaireResponse", -403],
      ["CarePlan", -403],
      ["Goal", -403],
      ["Flag", 0],
      ["DetectedIssue", 0],
    ]);
  });
});

describe("roles", () => {
  it("keeps readings from BDMs and warehouse employees (403), as the portal's vitals routes do", async () => {
    for (const role of ["bdm", "warehouse"] as const) {
      const res = await fhirGet<OperationOutcome>(h, role, `/api/fhir/R4/Observation`);
      expect(res.status).toBe(403);
      expect(res.body.issue).toEqual([{ severity: "error", code: "forbidden", diagnostics: "Forbidden" }]);
    }
    // …while their onboarding screens show every senior's profile.
    const bdm = await fhirGet<Bundle>(h, "bdm", `/api/fhir/R4/Patient?identifier=100056`);
    expect(bdm.body.entry?.map((e) => e.resource?.id)).toEqual([resident.id]);
  });
});

describe("errors", () => {
  const outcome = async (role: Parameters<typeof fhirGet>[1], url: string) => {
    const res = await fhirGet<OperationOutcome>(h, role, url);
    expect(res.contentType).toMatch(/^application\/fhir\+json/);
    expectValidR4(res.body);
    return { status: res.status, issue: res.body.issue };
  };

  it("answers an OperationOutcome with the status: 400 bad parameter, 401, 403, 404", async () => {
    expect(await outcome("admin", `/api/fhir/R4/Observation?date=2026-13-01`)).toEqual({
      status: 400,
      issue: [
        {
          severity: "error",
          code: "invalid",
          diagnostics: "Invalid query.date.0: must be a FHIR date with an optional eq, gt, lt, ge or le prefix",
          expression: ["query.date.0"],
        },
      ],
    });
    expect(await outcome("admin", `/api/fhir/R4/Patient?name=Smith`)).toEqual({
      status: 400,
      issue: [
        {
          severity: "error",
          code: "invalid",
          diagnostics: 'Invalid query: Unrecognized key: "name"',
          expression: ["query"],
        },
      ],
    });
    expect((await outcome("admin", `/api/fhir/R4/Device?patient=Device/x`)).status).toBe(400);
    expect((await outcome("admin", `/api/fhir/R4/Patient?_count=0`)).status).toBe(400);
    expect((await outcome("admin", `/api/fhir/R4/Patient?_count=201`)).status).toBe(400);
    expect(await outcome(null, `/api/fhir/R4/Patient`)).toEqual({
      status: 401,
      issue: [{ severity: "error", code: "login", diagnostics: "Unauthorized" }],
    });
    expect(await outcome("warehouse", `/api/fhir/R4/RelatedPerson`)).toEqual({
      status: 403,
      issue: [{ severity: "error", code: "forbidden", diagnostics: "Forbidden" }],
    });
    expect(await outcome("admin", `/api/fhir/R4/Observation/hr-00000000-0000-4000-8000-000000000000-mk0oyzk0`)).toEqual(
      {
        status: 404,
        issue: [{ severity: "error", code: "not-found", diagnostics: "Observation not found" }],
      },
    );
    expect((await outcome("admin", `/api/fhir/R4/Patient/not-a-uuid`)).status).toBe(404);
  });

  it("answers 401 to a forged token", async () => {
    const res = await h.app.inject({
      method: "GET",
      url: `/api/fhir/R4/Patient`,
      headers: { authorization: `Bearer ${h.token("admin").slice(0, -4)}AAAA` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<OperationOutcome>().issue?.[0]?.code).toBe("login");
  });
});

describe("the read audit", () => {
  it("records FHIR reads like the portal's: actor, route, operation and status, refusals too", async () => {
    const read = await fhirGet(h, "agent", `/api/fhir/R4/Patient/${atHome.id}`);
    const refused = await fhirGet(h, "agent", `/api/fhir/R4/Patient/${resident.id}`);
    const search = await fhirGet(h, "facility", `/api/fhir/R4/Observation?patient=${resident.id}`);
    await h.app.readAuditFlush();
    const requestIds = [read, refused, search].map((r) => String(r.raw.headers["x-request-id"]));
    const rows = await h.prisma.auditLog.findMany({ where: { requestId: { in: requestIds } }, orderBy: { id: "asc" } });
    expect(
      rows.map((r) => [r.kind, r.actorEmail, r.actorRoles, r.method, r.route, r.action, r.statusCode, r.requestId]),
    ).toEqual([
      [
        "read",
        "agent@demo.care",
        ["CareAgent"],
        "GET",
        "/api/fhir/R4/Patient/:id",
        "fhirReadPatient",
        200,
        read.raw.headers["x-request-id"],
      ],
      [
        "read",
        "agent@demo.care",
        ["CareAgent"],
        "GET",
        "/api/fhir/R4/Patient/:id",
        "fhirReadPatient",
        404,
        refused.raw.headers["x-request-id"],
      ],
      [
        "read",
        "facility@demo.care",
        ["FACILITY_AGENT"],
        "GET",
        "/api/fhir/R4/Observation",
        "fhirSearchObservation",
        200,
        search.raw.headers["x-request-id"],
      ],
    ]);
  });

  it("does not record the CapabilityStatement", async () => {
    const res = await fhirGet(h, "admin", `/api/fhir/R4/metadata`);
    await h.app.readAuditFlush();
    expect(await h.prisma.auditLog.count({ where: { requestId: String(res.raw.headers["x-request-id"]) } })).toBe(0);
  });
});
