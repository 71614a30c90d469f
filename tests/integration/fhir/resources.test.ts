// The FHIR R4 read API's resources (issue 30 item 1; docs/interop.md): every type the server returns, fetched by
// id and by search, validated against the R4 base definitions (Medplum's), with its fields written out.
import type {
  Bundle,
  CapabilityStatement,
  CarePlan,
  DetectedIssue,
  Device,
  Flag,
  Goal,
  Observation,
  Organization,
  Patient,
  Practitioner,
  QuestionnaireResponse,
  RelatedPerson,
} from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { putReadings } from "../../support/fixtures.js";
import { startHarness, type Harness } from "../../support/harness.js";
import { allPages, entries, expectValidR4, fhirGet } from "./fhir-support.js";

const FACILITY = "7cedf9ac-7174-5de0-9fd0-f31790e9ee57"; // Evergreen Gardens, facility@demo.care's
const CORPORATION = "30d3edbd-81d6-5b93-ad5f-f6a07b3b5ce5";
const AGENT = "9dd7c4f9-c524-593d-9824-2b2d5033960b"; // agent@demo.care
/** 2026-01-05 00:00 in New York, the day start of the rollups below, in base 36 ms (the Observation ids carry it). */
const JAN5 = "mk0oyzk0";

let h: Harness;
/** Member 100002: a resident of Evergreen Gardens, coached by agent@demo.care, in New York. */
let senior: Senior;
const devices: Record<string, string> = {};
let sessionId: string;
let approvedInsight: string;
let deniedInsight: string;
let alarmId: string;
let planId: string;
let assessmentId: string;
let surveyId: string;
const goalIds: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  const p = h.prisma;
  senior = await p.senior.update({
    where: { memberId: 100002 },
    data: {
      firstName: "Maria",
      middleName: "Luisa",
      lastName: "Gonzalez",
      dob: new Date("1943-09-08"),
      gender: "Female",
      mobileNumber: "4045550123",
      email: "maria.gonzalez@example.org",
      addressStreet: "12 Peachtree St",
      addressApartment: "Apt 4",
      addressCity: "Atlanta",
      addressState: "GA",
      addressZipcode: "30303",
    },
  });
  await p.seniorBasicInfo.upsert({
    where: { seniorId: senior.id },
    create: { seniorId: senior.id, homePhone: "4045550999" },
    update: { homePhone: "4045550999" },
  });
  for (const d of await p.device.findMany({
    where: { assignments: { some: { seniorId: senior.id, unlinkedAt: null } } },
  })) {
    devices[d.type] = d.id;
  }
  // One local day (2026-01-05, New York: 05:00Z to 05:00Z next day) of readings, rolled up as ingest does.
  await putReadings(p, senior, "heart_rate", [
    [Date.UTC(2026, 0, 5, 14), 60],
    [Date.UTC(2026, 0, 5, 15), 70],
    [Date.UTC(2026, 0, 5, 16), 83],
  ]);
  await putReadings(p, senior, "steps", [
    [Date.UTC(2026, 0, 5, 14), 1200],
    [Date.UTC(2026, 0, 5, 18), 2300],
  ]);
  await putReadings(p, senior, "weight", [
    [Date.UTC(2026, 0, 5, 13, 0), 70.5],
    [Date.UTC(2026, 0, 5, 13, 5), 70.25],
  ]);
  await putReadings(p, senior, "fat_mass", [[Date.UTC(2026, 0, 5, 13, 5), 22.4]]);
  await putReadings(p, senior, "hydration", [[Date.UTC(2026, 0, 5, 13, 5), 54.5]]);
  const night = await p.sleepSession.create({
    data: {
      seniorId: senior.id,
      deviceId: devices.sleep,
      start: new Date("2026-01-06T03:30:00Z"),
      end: new Date("2026-01-06T11:30:00Z"),
      timezone: "America/New_York",
      score: 82,
      totalSleepSeconds: 25_200,
      timeInBedSeconds: 28_800,
    },
  });
  sessionId = night.id;
  const insight = (status: "approved" | "denied", message: string, createdAt: string) =>
    p.careInsight.create({
      data: {
        seniorId: senior.id,
        facilityId: FACILITY,
        type: "alert",
        kind: "action",
        status,
        message,
        vitalType: "heart_rate",
        createdAt: new Date(createdAt),
      },
    });
  approvedInsight = (await insight("approved", "Heart rate above 120 bpm twice this morning", "2026-01-05T15:00:00Z"))
    .id;
  deniedInsight = (await insight("denied", "Heart rate reading from a loose strap", "2026-01-05T14:00:00Z")).id;
  const alarm = await p.alarm.create({
    data: {
      seniorId: senior.id,
      deviceId: devices.watch,
      type: "fall",
      status: "closed",
      occurredAt: new Date("2026-01-05T17:00:00Z"),
      receivedAt: new Date("2026-01-05T17:00:02Z"),
      assignedToId: AGENT,
      assignedAt: new Date("2026-01-05T17:01:00Z"),
      closedById: AGENT,
      closedAt: new Date("2026-01-05T17:20:00Z"),
      outcome: "fall_without_injury",
      closeNotes: "Helped up, no injury",
      dedupeKey: `fhir-test-${senior.id}`,
    },
  });
  alarmId = alarm.id;
  // A submitted UCLA loneliness assessment and a wellness survey, on the seeded forms (version 1 of each).
  const form = (kind: "ucla_loneliness_assessment" | "wellness_survey") =>
    p.assessmentForm.findUniqueOrThrow({ where: { kind_version: { kind, version: 1 } } });
  assessmentId = (
    await p.assessmentResponse.create({
      data: {
        seniorId: senior.id,
        formId: (await form("ucla_loneliness_assessment")).id,
        kind: "ucla_loneliness_assessment",
        status: "submit",
        answers: { ucla_1: { value: "often" }, ucla_2: { value: "hardly_ever", text: "Sees her daughter on Sundays" } },
        score: 4,
        careAgentId: AGENT,
        submittedAt: new Date("2026-01-05T18:00:00Z"),
      },
    })
  ).id;
  surveyId = (
    await p.wellnessSurvey.create({
      data: {
        seniorId: senior.id,
        formId: (await form("wellness_survey")).id,
        answers: { wellbeing_2: { value: "now_and_then" } },
        score: 1,
        scoreLimit: 15,
        isCompleted: true,
        createdById: AGENT,
        createdAt: new Date("2026-01-06T20:00:00Z"),
      },
    })
  ).id;
  // A wellness plan at version 2: one goal completed, one deleted, one not started (the way the plan routes save).
  const plan = await p.wellnessPlan.create({
    data: {
      seniorId: senior.id,
      currentVersion: 2,
      startedAt: new Date("2026-01-02"),
      careAgentId: AGENT,
      versions: {
        create: [
          { version: 1, situation: "Lives alone" },
          {
            version: 2,
            situation: "Lives alone since March",
            background: "Retired teacher",
            assessment: "Mild loneliness",
            recommendations: "Weekly calls",
          },
        ],
      },
    },
  });
  planId = plan.id;
  const goals = [
    { goal: "Walk 3,000 steps a day", action: "Walk after lunch", status: "completed", progress: 100 },
    { goal: "Drink more water", action: "Keep a bottle by the chair", status: "deleted", progress: 10 },
    { goal: "Join the Tuesday book club", action: "Call the club", status: "not_started", progress: 10 },
  ] as const;
  for (const [i, g] of goals.entries()) {
    const row = await p.wellnessGoal.create({ data: { planId: plan.id, seq: i + 1 } });
    goalIds.push(row.id);
    await p.wellnessGoalVersion.create({
      data: { goalId: row.id, planId: plan.id, planVersion: 1, seq: i + 1, goal: g.goal, action: g.action },
    });
    await p.wellnessGoalVersion.create({
      data: {
        goalId: row.id,
        planId: plan.id,
        planVersion: 2,
        seq: i + 1,
        goal: g.goal,
        action: g.action,
        status: g.status,
        progress: g.progress,
        ...(i === 0
          ? { startDate: new Date("2026-01-02"), targetDate: new Date("2026-02-01"), notes: "Reached it in January" }
          : {}),
      },
    });
  }
});
afterAll(async () => {
  await h?.close();
});

describe("the CapabilityStatement", () => {
  it("is public, FHIR JSON, valid R4, and lists each type with read and search", async () => {
    const res = await fhirGet<CapabilityStatement>(h, null, `/api/fhir/R4/metadata`);
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/fhir\+json/);
    expectValidR4(res.body);
    expect(res.body).toMatchObject({ resourceType: "CapabilityStatement", fhirVersion: "4.0.1", kind: "instance" });
    const rest = res.body.rest?.[0];
    expect(rest?.resource?.map((r) => r.type)).toEqual([
      "Patient",
      "Observation",
      "Device",
      "Organization",
      "Practitioner",
      "RelatedPerson",
      "QuestionnaireResponse",
      "CarePlan",
      "Goal",
      "Flag",
      "DetectedIssue",
    ]);
    const observation = rest?.resource?.find((r) => r.type === "Observation");
    expect(observation?.interaction).toEqual([{ code: "read" }, { code: "search-type" }]);
    expect(observation?.searchParam?.map((p) => p.name)).toEqual([
      "_lastUpdated",
      "_count",
      "_offset",
      "patient",
      "date",
      "code",
    ]);
  });
});

describe("the OpenAPI document", () => {
  it("lists every FHIR route with its parameters under the fhir tag", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = res.json<{
      paths: Record<string, { get?: { tags?: string[]; operationId?: string; parameters?: { name: string }[] } }>;
    }>();
    const fhir = Object.entries(doc.paths).filter(([path]) => path.startsWith("/api/fhir/R4"));
    expect(fhir.map(([path, op]) => [path, op.get?.operationId, op.get?.tags])).toContainEqual([
      "/api/fhir/R4/Observation",
      "fhirSearchObservation",
      ["fhir"],
    ]);
    // The CapabilityStatement and a search and a read path for each of the 11 types.
    expect(fhir).toHaveLength(23);
    const observation = doc.paths["/api/fhir/R4/Observation"]?.get?.parameters?.map((p) => p.name);
    expect(observation).toEqual(["_lastUpdated", "_count", "_offset", "_format", "patient", "date", "code"]);
  });
});

describe("Patient", () => {
  it("reads a senior with name, birth date, gender, address, telecom and member id", async () => {
    const res = await fhirGet<Patient>(h, "admin", `/api/fhir/R4/Patient/${senior.id}`);
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/fhir\+json/);
    expectValidR4(res.body);
    expect(res.body).toEqual({
      resourceType: "Patient",
      id: senior.id,
      meta: { lastUpdated: senior.updatedAt.toISOString() },
      identifier: [
        {
          use: "usual",
          type: {
            coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0203", code: "MB", display: "Member Number" }],
          },
          system: "urn:care-platform:member-id",
          value: "100002",
        },
      ],
      active: true,
      name: [{ use: "official", family: "Gonzalez", given: ["Maria", "Luisa"] }],
      telecom: [
        { system: "phone", value: "4045550123", use: "mobile" },
        { system: "phone", value: "4045550999", use: "home" },
        { system: "email", value: "maria.gonzalez@example.org" },
      ],
      gender: "female",
      birthDate: "1943-09-08",
      address: [{ use: "home", line: ["12 Peachtree St", "Apt 4"], city: "Atlanta", state: "GA", postalCode: "30303" }],
      managingOrganization: { reference: `Organization/${FACILITY}` },
    });
  });

  it("finds a senior by member id in a searchset Bundle with absolute self link and fullUrl", async () => {
    const res = await fhirGet<Bundle>(h, "admin", `/api/fhir/R4/Patient?identifier=urn:care-platform:member-id|100002`);
    expect(res.status).toBe(200);
    expectValidR4(res.body);
    expect(res.body.type).toBe("searchset");
    expect(res.body.link).toEqual([
      {
        relation: "self",
        url: "http://localhost/api/fhir/R4/Patient?identifier=urn%3Acare-platform%3Amember-id%7C100002",
      },
    ]);
    expect(res.body.entry?.map((e) => [e.fullUrl, e.search?.mode])).toEqual([
      [`http://localhost/api/fhir/R4/Patient/${senior.id}`, "match"],
    ]);
  });
});

describe("Observation", () => {
  const ids = (): Record<string, string> => ({
    surveyScore: `score-${surveyId}`,
    assessmentScore: `score-${assessmentId}`,
    sleep: `sleep-${sessionId}`,
    sleepscore: `sleepscore-${sessionId}`,
    wt: `wt-${senior.id}-${JAN5}`,
    fat: `fat-${senior.id}-${JAN5}`,
    hyd: `hyd-${senior.id}-${JAN5}`,
    hr: `hr-${senior.id}-${JAN5}`,
    steps: `steps-${senior.id}-${JAN5}`,
  });

  it("reads a day's heart rate as a vital sign with its LOINC code, period, mean value and watch", async () => {
    const res = await fhirGet<Observation>(h, "agent", `/api/fhir/R4/Observation/${ids().hr}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectValidR4(res.body);
    expect(res.body).toEqual({
      resourceType: "Observation",
      id: ids().hr,
      meta: {
        lastUpdated: "2026-01-05T16:00:00.000Z",
        profile: ["http://hl7.org/fhir/StructureDefinition/heartrate"],
      },
      status: "final",
      category: [
        {
          coding: [
            {
              system: "http://terminology.hl7.org/CodeSystem/observation-category",
              code: "vital-signs",
              display: "Vital Signs",
            },
          ],
        },
      ],
      code: {
        coding: [{ system: "http://loinc.org", code: "8867-4", display: "Heart rate" }],
        text: "Heart rate, mean of the day",
      },
      subject: { reference: `Patient/${senior.id}` },
      effectivePeriod: { start: "2026-01-05T05:00:00.000Z", end: "2026-01-06T05:00:00.000Z" },
      valueQuantity: { value: 71, unit: "beats/minute", system: "http://unitsofmeasure.org", code: "/min" },
      device: { reference: `Device/${devices.watch}` },
    });
  });

  it("searches a patient's observations by date, newest first, each valid R4 with its code, value and device", async () => {
    const found = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=Patient/${senior.id}&date=ge2026-01-05&date=lt2026-01-07`,
    );
    const i = ids();
    expect(
      found.map((o) => [
        o.id,
        o.code?.coding?.[0]?.system,
        o.code?.coding?.[0]?.code,
        o.valueQuantity?.value,
        o.valueQuantity?.code,
        o.effectiveDateTime ?? o.effectivePeriod?.start,
        o.device?.reference,
      ]),
    ).toEqual([
      [
        i.surveyScore,
        "urn:care-platform:observation-code",
        "wellness_survey-score",
        1,
        "{score}",
        "2026-01-06T20:00:00.000Z",
        undefined,
      ],
      [i.sleep, "http://loinc.org", "93832-4", 7, "h", "2026-01-06T03:30:00.000Z", `Device/${devices.sleep}`],
      [
        i.sleepscore,
        "urn:care-platform:observation-code",
        "sleep-score",
        82,
        "{score}",
        "2026-01-06T03:30:00.000Z",
        `Device/${devices.sleep}`,
      ],
      [
        i.assessmentScore,
        "urn:care-platform:observation-code",
        "ucla_loneliness_assessment-score",
        4,
        "{score}",
        "2026-01-05T18:00:00.000Z",
        undefined,
      ],
      [i.wt, "http://loinc.org", "29463-7", 70.25, "kg", "2026-01-05T13:05:00.000Z", `Device/${devices.scale}`],
      [
        i.fat,
        "urn:care-platform:observation-code",
        "body-fat-mass",
        22.4,
        "kg",
        "2026-01-05T13:05:00.000Z",
        `Device/${devices.scale}`,
      ],
      [
        i.hyd,
        "urn:care-platform:observation-code",
        "hydration",
        54.5,
        "%",
        "2026-01-05T13:05:00.000Z",
        `Device/${devices.scale}`,
      ],
      [i.hr, "http://loinc.org", "8867-4", 71, "/min", "2026-01-05T05:00:00.000Z", `Device/${devices.watch}`],
      [i.steps, "http://loinc.org", "55423-8", 3500, "{steps}", "2026-01-05T05:00:00.000Z", `Device/${devices.watch}`],
    ]);
    for (const o of found) expectValidR4(o);
    expect(found.find((o) => o.id === i.sleep)?.effectivePeriod).toEqual({
      start: "2026-01-06T03:30:00.000Z",
      end: "2026-01-06T11:30:00.000Z",
    });
  });

  it("pages with _count through next links that keep the other parameters", async () => {
    const first = await fhirGet<Bundle>(h, "agent", `/api/fhir/R4/Observation?patient=${senior.id}&_count=3`);
    expect(first.status).toBe(200);
    expect(first.body.link).toEqual([
      { relation: "self", url: `http://localhost/api/fhir/R4/Observation?patient=${senior.id}&_count=3` },
      { relation: "next", url: `http://localhost/api/fhir/R4/Observation?patient=${senior.id}&_count=3&_offset=3` },
    ]);
    const i = ids();
    const pages: string[][] = [];
    let url: string | undefined = `/api/fhir/R4/Observation?patient=${senior.id}&_count=3`;
    while (url) {
      const res: { body: Bundle } = await fhirGet<Bundle>(h, "agent", url);
      pages.push(entries<Observation>(res.body).map((o) => o.id ?? ""));
      const next = res.body.link?.find((l) => l.relation === "next")?.url;
      url = next ? new URL(next).pathname + new URL(next).search : undefined;
    }
    expect(pages).toEqual([
      [i.surveyScore, i.sleep, i.sleepscore],
      [i.assessmentScore, i.wt, i.fat],
      [i.hyd, i.hr, i.steps],
    ]);
  });

  it("filters by code (system|code, comma for either) and by a day (eq)", async () => {
    const i = ids();
    const byCode = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=${senior.id}&code=${encodeURIComponent(
        "http://loinc.org|8867-4,urn:care-platform:observation-code|sleep-score",
      )}`,
    );
    expect(byCode.map((o) => o.id)).toEqual([i.sleepscore, i.hr]);
    const onDay = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=${senior.id}&date=2026-01-05`,
    );
    expect(onDay.map((o) => o.id)).toEqual([i.assessmentScore, i.wt, i.fat, i.hyd, i.hr, i.steps]);
    // date and _lastUpdated both apply, also where both compare the same instant (a weigh-in's).
    const both = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=${senior.id}&date=2026-01-06&_lastUpdated=ge2026-01-01`,
    );
    expect(both.map((o) => o.id)).toEqual([i.surveyScore, i.sleep, i.sleepscore]);
    const later = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=${senior.id}&date=2026-01-05&_lastUpdated=ge2026-01-05T14:00:00Z`,
    );
    expect(later.map((o) => o.id)).toEqual([i.assessmentScore, i.hr, i.steps]);
  });
});

describe("Device", () => {
  it("lists a senior's devices with type, serial/IMEI, status, maker and patient link", async () => {
    const found = await allPages<Device>(h, "admin", `/api/fhir/R4/Device?patient=${senior.id}`);
    const byType = Object.fromEntries(found.map((d) => [d.type?.coding?.[0]?.code, d]));
    expect(Object.keys(byType).sort()).toEqual(["hub", "scale", "sleep-mat", "watch"]);
    expect(byType.watch).toEqual({
      resourceType: "Device",
      id: devices.watch,
      meta: byType.watch?.meta,
      identifier: [{ system: "urn:care-platform:device-imei", value: "358209111000019" }],
      status: "active",
      manufacturer: "Navigil",
      serialNumber: "358209111000019",
      modelNumber: "Navigil S2",
      deviceName: [{ name: "Watch", type: "user-friendly-name" }],
      type: { coding: [{ system: "urn:care-platform:device-type", code: "watch", display: "Watch" }], text: "Watch" },
      patient: { reference: `Patient/${senior.id}` },
    });
    expect(
      found
        .map((d) => [d.type?.text, d.identifier?.[0]?.system, d.serialNumber, d.modelNumber, d.patient?.reference])
        .sort(),
    ).toEqual([
      ["Hub", "urn:care-platform:device-serial", "WHB100002", "Home Hub", `Patient/${senior.id}`],
      ["Scale", "urn:care-platform:device-mac", "00:24:e4:01:00:01", "Body+ WBS05", `Patient/${senior.id}`],
      [
        "Sleep mat",
        "urn:care-platform:device-mac",
        "00:24:e4:02:00:01",
        "Sleep Analyzer WSM02",
        `Patient/${senior.id}`,
      ],
      ["Watch", "urn:care-platform:device-imei", "358209111000019", "Navigil S2", `Patient/${senior.id}`],
    ]);
    const read = await fhirGet<Device>(h, "warehouse", `/api/fhir/R4/Device/${devices.scale}`);
    expect(read.status).toBe(200);
    expectValidR4(read.body);
    expect(read.body.serialNumber).toBe("00:24:e4:01:00:01");
  });
});

describe("Organization", () => {
  it("reads a facility (part of its corporation) and a corporation", async () => {
    const facility = await fhirGet<Organization>(h, "bdm", `/api/fhir/R4/Organization/${FACILITY}`);
    expect(facility.status).toBe(200);
    expectValidR4(facility.body);
    expect(facility.body).toMatchObject({
      resourceType: "Organization",
      id: FACILITY,
      active: true,
      name: "Evergreen Gardens Assisted Living",
      type: [
        {
          coding: [
            { system: "http://terminology.hl7.org/CodeSystem/organization-type", code: "prov" },
            { system: "urn:care-platform:facility-type", code: "assisted_living" },
          ],
        },
      ],
      telecom: [{ system: "phone", value: "4045550200", use: "work" }],
      address: [{ city: "Atlanta" }],
      partOf: { reference: `Organization/${CORPORATION}` },
    });
    const corporation = await fhirGet<Organization>(h, "bdm", `/api/fhir/R4/Organization/${CORPORATION}`);
    expect(corporation.status).toBe(200);
    expectValidR4(corporation.body);
    expect(corporation.body).toMatchObject({
      id: CORPORATION,
      name: "Evergreen Senior Living",
      type: [{ text: "Corporation" }],
    });
  });

  it("searches 2 corporations and 6 facilities for an admin, across pages", async () => {
    const found = await allPages<Organization>(h, "admin", `/api/fhir/R4/Organization?_count=3`);
    expect(found.map((o) => o.type?.[0]?.text)).toEqual([
      "Corporation",
      "Corporation",
      ...found.slice(2).map(() => expect.not.stringMatching(/^Corporation$/)),
    ]);
    expect(found).toHaveLength(8);
  });
});

describe("Practitioner", () => {
  it("exports the care agent and the senior's doctor and dentist, not the pharmacy", async () => {
    const agent = await fhirGet<Practitioner>(h, "agent", `/api/fhir/R4/Practitioner/${AGENT}`);
    expect(agent.status).toBe(200);
    expectValidR4(agent.body);
    expect(agent.body).toMatchObject({
      id: AGENT,
      identifier: [{ system: "urn:care-platform:employee-id", value: "EMP1002" }],
      active: true,
      name: [{ family: "Rivera", given: ["Casey"] }],
      telecom: [
        { system: "phone", value: "4075553001", use: "work" },
        { system: "email", value: "agent@demo.care", use: "work" },
      ],
      qualification: [{ code: { text: "Care agent" } }],
    });
    const providers = await h.prisma.provider.findMany({ where: { seniorId: senior.id }, orderBy: { type: "asc" } });
    const byType = Object.fromEntries(providers.map((p) => [p.type, p.id]));
    const doctor = await fhirGet<Practitioner>(h, "facility", `/api/fhir/R4/Practitioner/${byType.doctor}`);
    expect(doctor.status).toBe(200);
    expectValidR4(doctor.body);
    expect(doctor.body).toMatchObject({
      name: [{ text: "Dr. Phyllis Davis" }],
      telecom: [{ system: "phone", value: "4045552868", use: "work" }],
      qualification: [
        {
          code: {
            coding: [{ system: "urn:care-platform:practitioner-kind", code: "doctor", display: "Doctor" }],
            text: "Doctor, Geriatrics",
          },
        },
      ],
    });
    const pharmacy = await fhirGet(h, "admin", `/api/fhir/R4/Practitioner/${byType.pharmacy}`);
    expect(pharmacy.status).toBe(404);
    const all = await allPages<Practitioner>(h, "agent", `/api/fhir/R4/Practitioner?_count=200`);
    expect(all.map((p) => p.id)).toContain(byType.dentist);
    expect(all.flatMap((p) => p.qualification?.map((q) => q.code.coding?.[0]?.code) ?? [])).not.toContain("pharmacy");
  });
});

describe("RelatedPerson", () => {
  it("exports the care circle with relationship, emergency contact and telecom", async () => {
    const found = await allPages<RelatedPerson>(h, "agent", `/api/fhir/R4/RelatedPerson?patient=${senior.id}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      resourceType: "RelatedPerson",
      active: true,
      patient: { reference: `Patient/${senior.id}` },
      relationship: [
        {
          coding: [{ system: "urn:care-platform:caregiver-type", code: "primary", display: "primary caregiver" }],
          text: "Friend",
        },
        {
          coding: [
            { system: "http://terminology.hl7.org/CodeSystem/v2-0131", code: "C", display: "Emergency Contact" },
          ],
        },
      ],
      name: [{ family: "Carter", given: ["Amy"] }],
      telecom: [
        { system: "phone", value: "4045555003", use: "mobile" },
        { system: "email", value: "amy.carter.1000020@example.net" },
      ],
    });
    const read = await fhirGet<RelatedPerson>(h, "admin", `/api/fhir/R4/RelatedPerson/${found[0]?.id}`);
    expect(read.status).toBe(200);
    expectValidR4(read.body);
  });
});

describe("Flag", () => {
  it("exports a senior's care insights with status, type, kind and message", async () => {
    const found = await allPages<Flag>(h, "agent", `/api/fhir/R4/Flag?patient=${senior.id}&date=ge2026-01-05`);
    expect(found.map((f) => [f.id, f.status, f.code.text])).toEqual([
      [approvedInsight, "active", "Heart rate above 120 bpm twice this morning"],
      [deniedInsight, "entered-in-error", "Heart rate reading from a loose strap"],
    ]);
    const read = await fhirGet<Flag>(h, "admin", `/api/fhir/R4/Flag/${approvedInsight}`);
    expect(read.status).toBe(200);
    expectValidR4(read.body);
    expect(read.body).toEqual({
      resourceType: "Flag",
      id: approvedInsight,
      meta: read.body.meta,
      status: "active",
      category: [{ coding: [{ system: "urn:care-platform:care-insight-type", code: "alert" }], text: "alert" }],
      code: {
        coding: [{ system: "urn:care-platform:care-insight-kind", code: "action" }],
        text: "Heart rate above 120 bpm twice this morning",
      },
      subject: { reference: `Patient/${senior.id}` },
      period: { start: "2026-01-05T15:00:00.000Z" },
    });
  });

  it("shows a facility agent the approved insights only, as the portal does", async () => {
    const found = await allPages<Flag>(h, "facility", `/api/fhir/R4/Flag?patient=${senior.id}`);
    expect(found.map((f) => f.id)).toEqual([approvedInsight]);
    expect((await fhirGet(h, "facility", `/api/fhir/R4/Flag/${deniedInsight}`)).status).toBe(404);
  });
});

describe("DetectedIssue (alarms)", () => {
  it("exports an alarm with its device, outcome and its timeline as mitigations", async () => {
    const res = await fhirGet<DetectedIssue>(h, "agent", `/api/fhir/R4/DetectedIssue/${alarmId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectValidR4(res.body);
    const agent = { reference: `Practitioner/${AGENT}`, display: "Casey Rivera" };
    const step = (code: string, date: string) => ({
      action: { coding: [{ system: "urn:care-platform:alarm-step", code }], text: code },
      date,
    });
    expect(res.body).toEqual({
      resourceType: "DetectedIssue",
      id: alarmId,
      meta: res.body.meta,
      status: "final",
      code: { coding: [{ system: "urn:care-platform:alarm-type", code: "fall", display: "Fall" }], text: "Fall" },
      severity: "high",
      patient: { reference: `Patient/${senior.id}` },
      identifiedDateTime: "2026-01-05T17:00:00.000Z",
      implicated: [{ reference: `Device/${devices.watch}` }],
      detail: "Outcome: fall without injury. Helped up, no injury",
      mitigation: [
        step("raised", "2026-01-05T17:00:00.000Z"),
        step("received", "2026-01-05T17:00:02.000Z"),
        { ...step("taken", "2026-01-05T17:01:00.000Z"), author: agent },
        { ...step("closed", "2026-01-05T17:20:00.000Z"), author: agent },
      ],
    });
    const found = await allPages<DetectedIssue>(
      h,
      "facility",
      `/api/fhir/R4/DetectedIssue?patient=${senior.id}&date=2026-01-05`,
    );
    expect(found.map((d) => d.id)).toEqual([alarmId]);
    expect((await fhirGet(h, "bdm", `/api/fhir/R4/DetectedIssue/${alarmId}`)).status).toBe(403);
  });
});

describe("CarePlan and Goal (the wellness plan)", () => {
  it("exports the plan's current version: SBAR text, care agent, and one activity per live goal", async () => {
    const found = await allPages<CarePlan>(h, "agent", `/api/fhir/R4/CarePlan?patient=${senior.id}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      resourceType: "CarePlan",
      id: planId,
      meta: found[0]?.meta,
      status: "active",
      intent: "plan",
      category: [
        {
          coding: [{ system: "urn:care-platform:care-plan-category", code: "wellness-plan", display: "Wellness plan" }],
        },
      ],
      title: "Wellness plan",
      description:
        "Situation: Lives alone since March\nBackground: Retired teacher\nAssessment: Mild loneliness\n" +
        "Recommendations: Weekly calls",
      subject: { reference: `Patient/${senior.id}` },
      period: { start: "2026-01-02" },
      created: found[0]?.created,
      author: { reference: `Practitioner/${AGENT}` },
      goal: [{ reference: `Goal/${goalIds[0]}` }, { reference: `Goal/${goalIds[2]}` }],
      activity: [
        {
          detail: { status: "completed", description: "Walk after lunch", goal: [{ reference: `Goal/${goalIds[0]}` }] },
        },
        {
          detail: { status: "not-started", description: "Call the club", goal: [{ reference: `Goal/${goalIds[2]}` }] },
        },
      ],
    });
    const read = await fhirGet<CarePlan>(h, "wellness", `/api/fhir/R4/CarePlan/${planId}`);
    expect(read.status).toBe(200);
    expectValidR4(read.body);
    expect((await fhirGet(h, "facility", `/api/fhir/R4/CarePlan/${planId}`)).status).toBe(403);
  });

  it("exports each live goal at the current version, and not a deleted one", async () => {
    const read = await fhirGet<Goal>(h, "agent", `/api/fhir/R4/Goal/${goalIds[0]}`);
    expect(read.status).toBe(200);
    expectValidR4(read.body);
    expect(read.body).toEqual({
      resourceType: "Goal",
      id: goalIds[0],
      meta: read.body.meta,
      lifecycleStatus: "completed",
      achievementStatus: {
        coding: [{ system: "http://terminology.hl7.org/CodeSystem/goal-achievement", code: "achieved" }],
      },
      description: { text: "Walk 3,000 steps a day" },
      subject: { reference: `Patient/${senior.id}` },
      startDate: "2026-01-02",
      target: [{ dueDate: "2026-02-01" }],
      note: [{ text: "Progress: 100%" }, { text: "Reached it in January" }],
    });
    const found = await allPages<Goal>(h, "admin", `/api/fhir/R4/Goal?patient=${senior.id}`);
    expect(found.map((g) => [g.description.text, g.lifecycleStatus]).sort()).toEqual([
      ["Join the Tuesday book club", "planned"],
      ["Walk 3,000 steps a day", "completed"],
    ]);
    expect((await fhirGet(h, "admin", `/api/fhir/R4/Goal/${goalIds[1]}`)).status).toBe(404);
  });
});

describe("QuestionnaireResponse (assessments and surveys)", () => {
  it("exports an assessment with its form version, status, author and each answer's choice and comment", async () => {
    const res = await fhirGet<QuestionnaireResponse>(h, "agent", `/api/fhir/R4/QuestionnaireResponse/${assessmentId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectValidR4(res.body);
    const system = "urn:care-platform:questionnaire:ucla_loneliness_assessment";
    expect(res.body).toEqual({
      resourceType: "QuestionnaireResponse",
      id: assessmentId,
      meta: res.body.meta,
      questionnaire: `${system}|1`,
      status: "completed",
      subject: { reference: `Patient/${senior.id}` },
      authored: "2026-01-05T18:00:00.000Z",
      author: { reference: `Practitioner/${AGENT}` },
      item: [
        {
          linkId: "block-1",
          text: "UCLA Loneliness",
          item: [
            {
              linkId: "ucla_1",
              text: "How often do you feel that you have no one to share things with?",
              answer: [{ valueCoding: { system, code: "often", display: "Often" } }],
            },
            {
              linkId: "ucla_2",
              text: "How often do you feel left out of what is going on around you?",
              answer: [
                { valueCoding: { system, code: "hardly_ever", display: "Hardly ever" } },
                { valueString: "Sees her daughter on Sundays" },
              ],
            },
          ],
        },
      ],
    });
  });

  it("searches a patient's assessments, then surveys", async () => {
    const found = await allPages<QuestionnaireResponse>(
      h,
      "wellness",
      `/api/fhir/R4/QuestionnaireResponse?patient=${senior.id}`,
    );
    expect(found.map((r) => [r.id, r.questionnaire, r.status])).toEqual([
      [assessmentId, "urn:care-platform:questionnaire:ucla_loneliness_assessment|1", "completed"],
      [surveyId, "urn:care-platform:questionnaire:wellness_survey|1", "completed"],
    ]);
    expect(found[1]?.item?.[0]?.item).toEqual([
      {
        linkId: "wellbeing_2",
        text: "I have felt calm",
        answer: [
          {
            valueCoding: {
              system: "urn:care-platform:questionnaire:wellness_survey",
              code: "now_and_then",
              display: "Now and then",
            },
          },
        ],
      },
    ]);
    expect((await fhirGet(h, "facility", `/api/fhir/R4/QuestionnaireResponse/${assessmentId}`)).status).toBe(403);
  });
});

describe("an assessment's total score", () => {
  it("is an Observation derived from its QuestionnaireResponse, for the assessment roles only", async () => {
    const res = await fhirGet<Observation>(h, "agent", `/api/fhir/R4/Observation/score-${assessmentId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectValidR4(res.body);
    expect(res.body).toEqual({
      resourceType: "Observation",
      id: `score-${assessmentId}`,
      meta: res.body.meta,
      status: "final",
      category: [
        {
          coding: [
            { system: "http://terminology.hl7.org/CodeSystem/observation-category", code: "survey", display: "Survey" },
          ],
        },
      ],
      code: {
        coding: [
          {
            system: "urn:care-platform:observation-code",
            code: "ucla_loneliness_assessment-score",
            display: "ucla loneliness assessment total score",
          },
        ],
        text: "ucla loneliness assessment total score",
      },
      subject: { reference: `Patient/${senior.id}` },
      effectiveDateTime: "2026-01-05T18:00:00.000Z",
      valueQuantity: { value: 4, unit: "score", system: "http://unitsofmeasure.org", code: "{score}" },
      derivedFrom: [{ reference: `QuestionnaireResponse/${assessmentId}` }],
    });
    const byCode = await allPages<Observation>(
      h,
      "agent",
      `/api/fhir/R4/Observation?patient=${senior.id}&code=ucla_loneliness_assessment-score`,
    );
    expect(byCode.map((o) => o.id)).toEqual([`score-${assessmentId}`]);
    // A facility agent reads the resident's readings but not their assessments.
    expect((await fhirGet(h, "facility", `/api/fhir/R4/Observation/score-${assessmentId}`)).status).toBe(404);
    const seen = await allPages<Observation>(h, "facility", `/api/fhir/R4/Observation?patient=${senior.id}`);
    expect(seen.map((o) => o.id).filter((id) => id?.startsWith("score-"))).toEqual([]);
  });
});
