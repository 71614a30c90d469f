import { describe, expect, it } from "vitest";
import { detailRows, formatGenerated } from "./insight-event.js";

describe("insight event detail", () => {
  it("formats the generation time in the senior's zone, and in UTC when the zone name is unknown", () => {
    expect(formatGenerated("2026-01-15T17:05:00Z", "America/New_York")).toBe("01/15/2026 12:05 PM");
    expect(formatGenerated("2026-01-15T17:05:00Z", "Mars/Olympus")).toBe("01/15/2026 05:05 PM");
  });

  it("turns stored alert details into the spec's five label/value rows, and anything else into null", () => {
    const stored = [
      {
        generatedAt: "2026-01-15T17:05:00Z",
        vitalSign: "Weight",
        variable: "weight",
        current: 81.2,
        unit: "kg",
        range: "-",
      },
    ];
    expect(detailRows(stored, "UTC")).toEqual([
      { label: "Date/Time Generated", value: "01/15/2026 05:05 PM" },
      { label: "Vital Sign", value: "Weight" },
      { label: "Variable", value: "weight" },
      { label: "Current", value: "81.2 kg" },
      { label: "Range", value: "-" },
    ]);
    expect(detailRows(null, "UTC")).toBeNull();
    expect(detailRows([{ note: "hand-written" }], "UTC")).toBeNull();
  });
});
