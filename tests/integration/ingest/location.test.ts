import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import { ago, createFixture, devicePost, type Fixture, INGEST_PATHS } from "../../support/ingest-client.js";

let h: Harness;
let f: Fixture;
beforeAll(async () => {
  h = await startHarness({ seeded: false });
  f = await createFixture(h.prisma);
});
afterAll(async () => {
  await h?.close();
});

/** About 1.1 km north of home per 0.01 degree; the home radius is 500 ft (152 m). */
const at = (dLat: number, minutesAgo: number) => ({
  type: "location",
  ts: ago(minutesAgo),
  lat: f.home.lat + dLat,
  lng: f.home.lng,
  source: "gps",
});

describe("location events relative to the home radius", () => {
  it("a trip: exit when leaving, updates while away, enter when back; positions at home add nothing", async () => {
    const trip = {
      events: [
        at(0.0001, 12), // home: the first position ever known is an 'enter'
        at(0.0002, 11), // still home: dropped
        at(0.01, 10), // left: exit
        at(0.02, 9), // away: update
        at(0.0001, 8), // back: enter
        at(0, 7), // home: dropped
      ],
    };
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, trip);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ location_events: number }>(res).data.location_events).toBe(4);
    const events = await h.prisma.locationEvent.findMany({ where: { seniorId: f.seniorId }, orderBy: { ts: "asc" } });
    expect(events.map((e) => e.alarmType)).toEqual(["enter", "exit", "update", "enter"]);
    expect(events.at(-1)?.alarmType).toBe("enter"); // 'At home'

    // Re-sent: nothing new.
    const again = await devicePost(h.app, INGEST_PATHS.watch, f.watch, trip);
    expect(envelope<{ location_events: number }>(again).data.location_events).toBe(0);
  });

  it("continues from the stored state: a later position away is an exit, then updates", async () => {
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [at(0.03, 5), at(0.031, 4)] });
    const events = await h.prisma.locationEvent.findMany({ where: { seniorId: f.seniorId }, orderBy: { ts: "asc" } });
    expect(events.slice(-2).map((e) => e.alarmType)).toEqual(["exit", "update"]);
  });

  it("stores every position as an update when the senior has no home radius", async () => {
    const g = await createFixture(h.prisma);
    await h.prisma.senior.update({ where: { id: g.seniorId }, data: { homeRadiusValue: null } });
    await devicePost(h.app, INGEST_PATHS.watch, g.watch, { events: [at(0, 3), at(0.01, 2)] });
    const events = await h.prisma.locationEvent.findMany({ where: { seniorId: g.seniorId } });
    expect(events.map((e) => e.alarmType)).toEqual(["update", "update"]);
  });
});
