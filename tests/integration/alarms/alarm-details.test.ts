// GET /api/supervision/alarm-details (issue 27 item 7): what an alarm's responder needs beside the event, with
// every value written out from the rows this file puts in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarmRoutes, type AlarmDetails } from "@care/contracts";
import type { Senior } from "@care/db";
import { facilitySeniors, seniorByMember } from "../../support/fixtures.js";
import { data, startHarness, type Harness } from "../../support/harness.js";

let h: Harness;
let senior: Senior;
const PATH = alarmRoutes.alarmDetails.path;

// The home is 0.01° due south of ZIP 10118's point (40.749, -73.9865), with a 500 ft (152.4 m) radius: a point at
// 10118's is 0.01° of a meridian away, 6,371,000 m × π/180 × 0.01 = 1,111.95 m, outside; one 0.0001° north of
// home, 11.12 m, inside.
const HOME = { lat: 40.739, lng: -73.9865 };
const HOME_ADDRESS = "350 5th Ave, Apt 1, New York, NY 10118";

beforeAll(async () => {
  h = await startHarness();
  senior = await seniorByMember(h.prisma, 100050);
  await h.prisma.senior.update({
    where: { id: senior.id },
    data: {
      latitude: HOME.lat,
      longitude: HOME.lng,
      homeRadiusValue: 500,
      homeRadiusUnit: "feet",
      addressStreet: "350 5th Ave",
      addressApartment: "Apt 1",
      addressCity: "New York",
      addressState: "NY",
      addressZipcode: "10118",
    },
  });
  await h.prisma.caregiver.deleteMany({ where: { seniorId: senior.id } });
  await h.prisma.medicalCondition.deleteMany({ where: { seniorId: senior.id } });
  await h.prisma.locationEvent.deleteMany({ where: { seniorId: senior.id } });
  const caregiver = (first: string, type: "primary" | "secondary" | "alternate", mobile: string, extra = {}) => ({
    seniorId: senior.id,
    firstName: first,
    lastName: "Lane",
    caregiverType: type,
    mobileNumber: mobile,
    ...extra,
  });
  // Added in this order: an alternate who is not an emergency contact is not listed.
  await h.prisma.caregiver.create({ data: caregiver("Alex", "alternate", "5550000009", { relationship: "Friend" }) });
  await h.prisma.caregiver.create({ data: caregiver("Sam", "secondary", "5550000002", { relationship: "Son" }) });
  await h.prisma.caregiver.create({
    data: caregiver("Eve", "alternate", "5550000003", { relationship: "Neighbour", emergencyContact: true }),
  });
  await h.prisma.caregiver.create({
    data: caregiver("Pat", "primary", "5550000001", { relationship: "Daughter", emergencyContact: true }),
  });
  const day = (d: number): Date => new Date(Date.UTC(2026, 0, d));
  const conditions: [string, string | null, number, Date | null][] = [
    ["Arthritis", "Mild", 1, null],
    ["Heart disease or heart failure", "Severe", 2, null],
    ["Diabetes", "Moderate", 3, null],
    ["Penicillin allergy", "Severe", 4, null],
    ["High blood pressure", null, 5, null],
    ["Osteoporosis", "Severe", 6, day(7)], // deleted: history only
  ];
  for (const [condition, severityLevel, d, deletedAt] of conditions) {
    await h.prisma.medicalCondition.create({
      data: { seniorId: senior.id, condition, severityLevel, createdAt: day(d), deletedAt },
    });
  }
});

afterAll(async () => {
  await h?.close();
});

const alarm = (at: string, point?: { lat: number; lng: number }) =>
  h.prisma.alarm.create({
    data: {
      seniorId: senior.id,
      type: "sos",
      status: "pending",
      occurredAt: new Date(at),
      dedupeKey: `details-${at}`,
      ...(point ? { lat: point.lat, lng: point.lng } : {}),
    },
  });
const locationAt = (ts: string, lat: number, lng: number) =>
  h.prisma.locationEvent.create({
    data: { seniorId: senior.id, ts: new Date(ts), lat, lng, alarmType: "update", source: "gps" },
  });
const ask = (role: Parameters<Harness["as"]>[0], alarmId: string, s = { id: senior.id, accountId: senior.accountId }) =>
  h.as(role).get(PATH, { alarm_id: alarmId, senior_id: s.id, account_id: s.accountId });

const CONTACTS = [
  {
    name: "Pat Lane",
    caregiver_type: "primary",
    relationship: "Daughter",
    mobile_number: "5550000001",
    emergency_contact: true,
  },
  {
    name: "Sam Lane",
    caregiver_type: "secondary",
    relationship: "Son",
    mobile_number: "5550000002",
    emergency_contact: false,
  },
  {
    name: "Eve Lane",
    caregiver_type: "alternate",
    relationship: "Neighbour",
    mobile_number: "5550000003",
    emergency_contact: true,
  },
];
const CONDITIONS = [
  { condition: "Heart disease or heart failure", severity_level: "Severe" },
  { condition: "Diabetes", severity_level: "Moderate" },
  { condition: "Arthritis", severity_level: "Mild" },
  { condition: "High blood pressure", severity_level: null },
];
const HOME_OUT = { lat: 40.739, lng: -73.9865, radius_m: 152.4, address: HOME_ADDRESS };

describe("GET /api/supervision/alarm-details", () => {
  it("answers the alarm's own point at home with the home's address, the caregivers to call and the key conditions", async () => {
    await locationAt("2026-11-30T09:00:00.000Z", 40.749, -73.9865);
    const a = await alarm("2026-11-30T10:00:00.000Z", { lat: 40.7391, lng: -73.9865 });
    const res = await ask("agent", a.id);
    const d = data(res, alarmRoutes.alarmDetails.data);
    expect({ ...d, contacts: d.contacts.map(({ caregiver_id: _, ...c }) => c) }).toEqual({
      alarm_id: a.id,
      senior_id: senior.id,
      location: {
        lat: 40.7391,
        lng: -73.9865,
        at: "2026-11-30T10:00:00.000Z",
        source: "alarm",
        address: HOME_ADDRESS,
        distance_from_home_m: expect.closeTo(11.12, 2),
        at_home: true,
      },
      home: HOME_OUT,
      contacts: CONTACTS,
      conditions: CONDITIONS,
      conditions_total: 4,
      allergies: [{ condition: "Penicillin allergy", severity_level: "Severe" }],
    } satisfies Omit<AlarmDetails, "contacts"> & { contacts: unknown[] });
  });

  it("takes the newer location event when the alarm has no point, and its address from the geocoder away from home", async () => {
    await locationAt("2026-12-01T08:00:00.000Z", 40.749, -73.9865);
    const a = await alarm("2026-12-01T07:59:00.000Z");
    const d = data(await ask("wellness", a.id), alarmRoutes.alarmDetails.data);
    expect(d.location).toEqual({
      lat: 40.749,
      lng: -73.9865,
      at: "2026-12-01T08:00:00.000Z",
      source: "location_event",
      address: "New York, NY 10118",
      distance_from_home_m: expect.closeTo(1111.95, 1),
      at_home: false,
    });
    expect(d.home).toEqual(HOME_OUT);
  });

  it("is audited as a read of the senior", async () => {
    const a = await alarm("2026-12-02T10:00:00.000Z");
    const res = await ask("admin", a.id);
    expect(res.status).toBe(200);
    await h.app.readAuditFlush();
    const row = await h.prisma.auditLog.findFirstOrThrow({
      where: { requestId: String(res.headers["x-request-id"]), kind: "read" },
    });
    expect([row.route, row.action, row.seniorId, row.actorId]).toEqual([
      "/api/supervision/alarm-details",
      "getAlarmDetails",
      senior.id,
      h.user("admin").id,
    ]);
  });

  it("answers 404 for another senior's alarm, another account id and a senior outside a facility agent's scope", async () => {
    const a = await alarm("2026-12-03T10:00:00.000Z");
    const other = await seniorByMember(h.prisma, 100051);
    expect((await ask("agent", a.id, { id: other.id, accountId: other.accountId })).status).toBe(404);
    expect((await ask("agent", a.id, { id: senior.id, accountId: other.accountId })).status).toBe(404);
    expect((await ask("agent", "00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const { resident, outsider } = await facilitySeniors(h);
    const alarmOf = async (seniorId: string) =>
      (
        await h.prisma.alarm.create({
          data: { seniorId, type: "fall", status: "closed", occurredAt: new Date(), dedupeKey: `scope-${seniorId}` },
        })
      ).id;
    const own = await alarmOf(resident.id);
    const foreign = await alarmOf(outsider.id);
    expect((await ask("facility", own, resident)).status).toBe(200);
    const out = await ask("facility", foreign, outsider);
    expect([out.status, out.body.message]).toEqual([404, "Senior not found"]);
  });

  it("is for the roles that see an alarm: popups and the SOS / fall history (403 for the others, 401 without a token)", async () => {
    const a = await alarm("2026-12-04T10:00:00.000Z");
    const outcomes: Record<string, number> = {};
    for (const role of ["admin", "agent", "wellness", "facility", "warehouse", "bdm"] as const) {
      outcomes[role] = (await ask(role, a.id)).status;
    }
    // facility@demo.care's facility is not member 100050's: in the role, outside the scope.
    expect(outcomes).toEqual({ admin: 200, agent: 200, wellness: 200, facility: 404, warehouse: 403, bdm: 403 });
    expect((await h.anonymous.get(PATH, { alarm_id: a.id, senior_id: senior.id })).status).toBe(401);
  });

  it("answers 400 naming the field for a malformed id", async () => {
    const res = await h.as("agent").get(PATH, { alarm_id: "nope", senior_id: senior.id });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.map((f) => f.field)).toEqual(["query.alarm_id"]);
  });
});
