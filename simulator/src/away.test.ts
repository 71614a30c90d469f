import { describe, expect, it } from "vitest";
import { distanceMetres } from "@care/ingest";
import { awayPath } from "./away.js";

const HOME = { lat: 40, lng: -75, radiusM: 200 };
const END = Date.parse("2026-03-01T12:00:00.400Z");

describe("awayPath", () => {
  it("covers the last N minutes every 5 minutes, ending now, on whole seconds", () => {
    const path = awayPath(HOME, END, 30);
    expect(path.map((p) => p.ts)).toEqual([
      "2026-03-01T11:30:00.000Z",
      "2026-03-01T11:35:00.000Z",
      "2026-03-01T11:40:00.000Z",
      "2026-03-01T11:45:00.000Z",
      "2026-03-01T11:50:00.000Z",
      "2026-03-01T11:55:00.000Z",
      "2026-03-01T12:00:00.000Z",
    ]);
  });

  it("stays outside the home radius and walks away from it: 300 m, then up to 1300 m", () => {
    const d = awayPath(HOME, END, 30).map((p) => Math.round(distanceMetres(HOME.lat, HOME.lng, p.lat, p.lng)));
    expect(d[0]).toBeGreaterThanOrEqual(299);
    expect(d[0]).toBeLessThanOrEqual(301);
    expect(d.at(-1)).toBeGreaterThanOrEqual(1299);
    expect(d.at(-1)).toBeLessThanOrEqual(1301);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
  });

  it("sends at least the exit and the current position for a short trip", () => {
    expect(awayPath(HOME, END, 1).map((p) => p.ts)).toEqual(["2026-03-01T11:59:00.000Z", "2026-03-01T12:00:00.000Z"]);
  });
});
