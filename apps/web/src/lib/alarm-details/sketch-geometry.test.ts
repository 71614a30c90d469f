import { describe, expect, it } from "vitest";
import { formatDistance, formatElapsed } from "./elapsed";
import { roundLength, sketch } from "./sketch-geometry";

describe("formatElapsed", () => {
  it("reads seconds, minutes, hours and days", () => {
    expect([0, 45_900, 60_000, 185_000, 7_380_000, 273_600_000, -5_000].map(formatElapsed)).toEqual([
      "0 s",
      "45 s",
      "1 min 00 s",
      "3 min 05 s",
      "2 h 03 min",
      "3 d 4 h",
      "0 s",
    ]);
  });
});

describe("formatDistance", () => {
  it("reads metres, then kilometres", () => {
    expect([11.12, 999.4, 1111.95, 123_456].map(formatDistance)).toEqual(["11 m", "999 m", "1.1 km", "123 km"]);
  });
});

describe("sketch", () => {
  it("puts home and geofence and a point due north of it in the box, north up", () => {
    // 0.01° north of home is 1,113.2 m on this projection (111,320 m a degree); the geofence is 152.4 m. Shown:
    // x from -152.4 to 152.4 m (at least 200 m, times 1.3 = 396.24 m), y from -152.4 to 1,113.2 m (× 1.3 =
    // 1,645.28 m); 280 × 170 px → 170 / 1,645.28 = 0.10333 px a metre; the centre is 480.4 m north of home.
    const s = sketch({
      point: { lat: 40.749, lng: -73.9865 },
      home: { lat: 40.739, lng: -73.9865, radius_m: 152.4 },
      width: 280,
      height: 170,
    });
    expect(s.point.x).toBeCloseTo(140, 6);
    expect(s.point.y).toBeCloseTo(85 - (1113.2 - 480.4) * 0.103326, 1);
    expect(s.home?.x).toBeCloseTo(140, 6);
    expect(s.home?.y).toBeCloseTo(85 + 480.4 * 0.103326, 1);
    expect(s.home?.r).toBeCloseTo(152.4 * 0.103326, 2);
    // A quarter of the width is 70 px = 677 m: the bar is 500 m.
    expect(s.scale.metres).toBe(500);
  });

  it("rounds scale lengths down to 1, 2 or 5 times a power of ten", () => {
    expect([0.5, 7, 19, 450, 1999].map(roundLength)).toEqual([1, 5, 10, 200, 1000]);
  });
});
