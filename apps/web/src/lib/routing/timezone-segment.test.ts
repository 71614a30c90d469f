import { describe, expect, it } from "vitest";
import { timezoneFromSegment, timezoneToSegment } from "./timezone-segment";

describe("timezone segment", () => {
  it("replaces slashes with dashes and back, also for zones that contain dashes", () => {
    for (const zone of ["America/New_York", "America/Argentina/Buenos_Aires", "America/Port-au-Prince"]) {
      expect(timezoneFromSegment(timezoneToSegment(zone))).toBe(zone);
    }
    expect(timezoneToSegment("America/New_York")).toBe("America-New_York");
  });

  it("defaults to America/New_York", () => {
    expect(timezoneToSegment(null)).toBe("America-New_York");
  });
});
