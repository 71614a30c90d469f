import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Senior location (spec 2 §3 'Location data', §5, §7): at home when the latest alarm_type is enter, away otherwise,
// none without data; the calendar keyed MM-YYYY in the member's time zone, nothing after today; locate-me 2046.

const ZONE = "Pacific/Auckland"; // UTC+13 in January: local days differ from UTC days around midnight

let h: Harness;
let ref: { senior_id: string; account_id: string };
let empty: { senior_id: string; account_id: string };

async function seniorRef(memberId: number, timezone: string): Promise<{ senior_id: string; account_id: string }> {
  const s = await h.prisma.senior.update({
    where: { memberId },
    data: { timezone },
    select: { id: true, accountId: true },
  });
  await h.prisma.locationEvent.deleteMany({ where: { seniorId: s.id } });
  return { senior_id: s.id, account_id: s.accountId };
}

const EVENTS: [string, "enter" | "exit" | "update", number, number][] = [
  ["2026-01-10T08:00:00.000Z", "enter", 40.0, -75.0],
  ["2026-01-10T09:00:00.000Z", "exit", 40.01, -75.0],
  ["2026-01-10T09:30:00.000Z", "update", 40.02, -75.01],
  ["2026-01-10T10:00:00.000Z", "enter", 40.0, -75.0],
  ["2026-01-10T11:00:00.000Z", "exit", 40.03, -75.02],
  // Either side of midnight in Auckland on the last day of January (a month boundary there, not in UTC).
  ["2026-01-31T10:30:00.000Z", "enter", 40.0, -75.0],
  ["2026-01-31T11:30:00.000Z", "exit", 40.01, -75.0],
];

beforeAll(async () => {
  h = await startHarness();
  ref = await seniorRef(100031, ZONE);
  empty = await seniorRef(100032, "America/New_York");
  await h.prisma.locationEvent.createMany({
    data: EVENTS.map(([ts, alarmType, lat, lng]) => ({
      seniorId: ref.senior_id,
      ts: new Date(ts),
      alarmType,
      lat,
      lng,
      source: alarmType === "update" ? "wifi" : "gps",
    })),
  });
});
afterAll(async () => {
  await h?.close();
});

const window = (start: string, end: string, extra: Record<string, string> = {}) => ({
  ...ref,
  start_timestamp: start,
  end_timestamp: end,
  timezone: ZONE,
  ...extra,
});

describe("GET /api/supervision/location-history", () => {
  it("is away after an exit: latest, history oldest first, time away in and since", async () => {
    const res = await h
      .as("agent")
      .get(
        "/api/supervision/location-history",
        window("2026-01-10T08:00:00.000Z", "2026-01-10T12:00:00.000Z", { history: "true" }),
      );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      latest: { alarm_type: "exit", lat: 40.03, lng: -75.02, time: "2026-01-10T11:00:00.000Z", locationSource: "gps" },
      history: [
        { alarm_type: "enter", lat: 40.0, lng: -75.0, time: "2026-01-10T08:00:00.000Z", locationSource: "gps" },
        { alarm_type: "exit", lat: 40.01, lng: -75.0, time: "2026-01-10T09:00:00.000Z", locationSource: "gps" },
        { alarm_type: "update", lat: 40.02, lng: -75.01, time: "2026-01-10T09:30:00.000Z", locationSource: "wifi" },
        { alarm_type: "enter", lat: 40.0, lng: -75.0, time: "2026-01-10T10:00:00.000Z", locationSource: "gps" },
        { alarm_type: "exit", lat: 40.03, lng: -75.02, time: "2026-01-10T11:00:00.000Z", locationSource: "gps" },
      ],
      total_time_away_secs: 7200, // 09:00–10:00 and 11:00–12:00
      atHome: "away",
      currentCoordinates: { lat: 40.03, lng: -75.02 },
      timeAwayFromHome: 3600, // left at 11:00, window ends 12:00
      lastUpdated: "2026-01-10T11:00:00.000Z",
    });
  });

  it("is home when the latest event is enter; history is left out unless asked", async () => {
    const res = await h
      .as("agent")
      .get("/api/supervision/location-history", window("2026-01-10T08:00:00.000Z", "2026-01-10T10:30:00.000Z"));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      atHome: "home",
      history: [],
      total_time_away_secs: 3600,
      timeAwayFromHome: null,
      lastUpdated: "2026-01-10T10:00:00.000Z",
    });
  });

  it("starts a window in the state of the event before it", async () => {
    const res = await h
      .as("agent")
      .get("/api/supervision/location-history", window("2026-01-10T09:15:00.000Z", "2026-01-10T09:45:00.000Z"));
    expect(res.body.data).toMatchObject({
      atHome: "away",
      total_time_away_secs: 1800,
      timeAwayFromHome: 2700, // away since the exit at 09:00
      latest: { alarm_type: "update", time: "2026-01-10T09:30:00.000Z" },
    });
  });

  it("is none without data", async () => {
    const res = await h.as("agent").get("/api/supervision/location-history", {
      ...empty,
      start_timestamp: "2026-01-10T00:00:00.000Z",
      end_timestamp: "2026-01-11T00:00:00.000Z",
      history: "true",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      latest: null,
      history: [],
      total_time_away_secs: 0,
      atHome: "none",
      currentCoordinates: null,
      timeAwayFromHome: null,
      lastUpdated: null,
    });
  });

  it("answers the same through POST /api/supervision/location", async () => {
    const res = await h
      .as("admin")
      .post("/api/supervision/location", window("2026-01-10T08:00:00.000Z", "2026-01-10T10:30:00.000Z"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.atHome).toBe("home");
  });

  it("answers 400 with the field when the window ends before it starts", async () => {
    const res = await h
      .as("agent")
      .get("/api/supervision/location-history", window("2026-01-10T12:00:00.000Z", "2026-01-10T08:00:00.000Z"));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[0]?.field).toContain("end_timestamp");
  });

  it("answers 404 when the account id is not the senior's", async () => {
    const wrong = await h.as("agent").get("/api/supervision/location-history", {
      ...window("2026-01-10T08:00:00.000Z", "2026-01-10T12:00:00.000Z"),
      account_id: empty.account_id,
    });
    expect(wrong.status).toBe(404);
  });

  it("refuses roles without location data (BDM, warehouse): 403", async () => {
    const query = window("2026-01-10T08:00:00.000Z", "2026-01-10T12:00:00.000Z");
    expect((await h.as("bdm").get("/api/supervision/location-history", query)).status).toBe(403);
    expect((await h.as("warehouse").get("/api/supervision/location-history", query)).status).toBe(403);
  });
});

// The agency resident's location sub-route (spec 1 §2, spec 3 §2: Admin, facility agent, wellness services): a
// facility agent reads the location of their own facility's residents; any other senior answers 404 like a missing one.
describe("a facility agent", () => {
  let own: { senior_id: string; account_id: string };
  let other: { senior_id: string; account_id: string };

  beforeAll(async () => {
    const facilityId = h.user("facility").facilityId!;
    const resident = await h.prisma.senior.findFirstOrThrow({
      where: { facilityId, isActive: true },
      orderBy: { memberId: "asc" },
      select: { memberId: true },
    });
    const foreign = await h.prisma.senior.findFirstOrThrow({
      where: { facilityId: { not: facilityId }, isActive: true },
      orderBy: { memberId: "asc" },
      select: { memberId: true },
    });
    own = await seniorRef(resident.memberId, "America/New_York");
    other = await seniorRef(foreign.memberId, "America/New_York");
    const events = [
      { ts: "2026-02-03T14:00:00.000Z", alarmType: "enter" as const, lat: 33.78, lng: -84.38 },
      { ts: "2026-02-03T15:00:00.000Z", alarmType: "exit" as const, lat: 33.79, lng: -84.39 },
    ];
    for (const s of [own, other]) {
      await h.prisma.locationEvent.createMany({
        data: events.map((e) => ({
          seniorId: s.senior_id,
          ts: new Date(e.ts),
          alarmType: e.alarmType,
          lat: e.lat,
          lng: e.lng,
          source: "gps",
        })),
      });
    }
  });

  const query = (s: { senior_id: string; account_id: string }) => ({
    ...s,
    start_timestamp: "2026-02-03T13:00:00.000Z",
    end_timestamp: "2026-02-03T16:00:00.000Z",
    timezone: "America/New_York",
    history: "true",
  });

  it("reads a resident of their own facility: history, the POST form and the calendar", async () => {
    const res = await h.as("facility").get("/api/supervision/location-history", query(own));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      latest: { alarm_type: "exit", lat: 33.79, lng: -84.39, time: "2026-02-03T15:00:00.000Z", locationSource: "gps" },
      history: [
        { alarm_type: "enter", lat: 33.78, lng: -84.38, time: "2026-02-03T14:00:00.000Z", locationSource: "gps" },
        { alarm_type: "exit", lat: 33.79, lng: -84.39, time: "2026-02-03T15:00:00.000Z", locationSource: "gps" },
      ],
      total_time_away_secs: 3600, // 15:00–16:00
      atHome: "away",
      currentCoordinates: { lat: 33.79, lng: -84.39 },
      timeAwayFromHome: 3600,
      lastUpdated: "2026-02-03T15:00:00.000Z",
    });
    const posted = await h.as("facility").post("/api/supervision/location", { ...query(own), history: true });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.atHome).toBe("away");
    const calendar = await h.as("facility").get("/api/supervision/location-calendar", {
      ...own,
      start_timestamp: "2026-02-01T00:00:00.000Z",
      end_timestamp: "2026-02-28T00:00:00.000Z",
      timezone: "America/New_York",
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body.data).toEqual({ calenderDates: { "02-2026": ["2026-02-03"] } });
  });

  it("gets 404 for another facility's resident, on every location route", async () => {
    const history = await h.as("facility").get("/api/supervision/location-history", query(other));
    expect(history.status).toBe(404);
    expect(history.body.message).toBe("Senior not found");
    expect((await h.as("facility").post("/api/supervision/location", { ...query(other), history: true })).status).toBe(
      404,
    );
    const calendar = await h.as("facility").get("/api/supervision/location-calendar", {
      ...other,
      start_timestamp: "2026-02-01T00:00:00.000Z",
      end_timestamp: "2026-02-28T00:00:00.000Z",
      timezone: "America/New_York",
    });
    expect(calendar.status).toBe(404);
    expect((await h.as("facility").post("/api/supervision/locate-me", { senior_id: other.senior_id })).status).toBe(
      404,
    );
    // The same senior is readable to an admin: the 404 is the facility scope, not missing data.
    expect((await h.as("admin").get("/api/supervision/location-history", query(other))).status).toBe(200);
  });
});

describe("GET /api/supervision/location-calendar", () => {
  it("keys local dates by MM-YYYY in the member's zone (a month boundary there)", async () => {
    const res = await h.as("agent").get("/api/supervision/location-calendar", {
      ...ref,
      start_timestamp: "2026-01-01T00:00:00.000Z",
      end_timestamp: "2026-02-28T00:00:00.000Z",
      timezone: ZONE,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      calenderDates: {
        // 08:00–10:00 UTC on the 10th is 21:00–23:00 on the 10th in Auckland, 11:00 UTC is 00:00 on the 11th;
        // 10:30 UTC on the 31st is 23:30 on the 31st there.
        "01-2026": ["2026-01-10", "2026-01-11", "2026-01-31"],
        // 11:30 UTC on the 31st is 00:30 on 1 February there.
        "02-2026": ["2026-02-01"],
      },
    });
  });

  it("includes today in the member's zone and nothing after it", async () => {
    const now = Date.now();
    await h.prisma.locationEvent.createMany({
      data: [
        { seniorId: empty.senior_id, ts: new Date(now - 60_000), alarmType: "exit", lat: 1, lng: 1 },
        { seniorId: empty.senior_id, ts: new Date(now + 3 * 86_400_000), alarmType: "enter", lat: 1, lng: 1 },
      ],
    });
    // Today in New York, formatted by the platform's own Intl rather than the code under test.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(now - 60_000));
    const res = await h.as("agent").get("/api/supervision/location-calendar", {
      ...empty,
      start_timestamp: new Date(now - 5 * 86_400_000).toISOString(),
      end_timestamp: new Date(now + 5 * 86_400_000).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.calenderDates).toEqual({ [`${today.slice(5, 7)}-${today.slice(0, 4)}`]: [today] });
  });
});

describe("POST /api/supervision/locate-me", () => {
  async function watchOf(seniorId: string): Promise<string> {
    const a = await h.prisma.deviceAssignment.findFirstOrThrow({
      where: { seniorId, unlinkedAt: null, device: { type: "watch" } },
      select: { deviceId: true },
    });
    return a.deviceId;
  }

  it("answers 2046 'Device not reachable, please try later.' when the watch is offline", async () => {
    await h.prisma.device.update({ where: { id: await watchOf(ref.senior_id) }, data: { online: false } });
    const res = await h.as("agent").post("/api/supervision/locate-me", { senior_id: ref.senior_id });
    expect(res.status).toBe(409);
    expect(res.body.application_code).toBe(2046);
    expect(res.body.message).toBe("Device not reachable, please try later.");
  });

  it("answers the watch's last position when it is online", async () => {
    await h.prisma.device.update({ where: { id: await watchOf(ref.senior_id) }, data: { online: true } });
    const res = await h.as("agent").post("/api/supervision/locate-me", { senior_id: ref.senior_id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      alarm_type: "exit",
      lat: 40.01,
      lng: -75.0,
      time: "2026-01-31T11:30:00.000Z",
      locationSource: "gps",
    });
  });
});
