import { describe, expect, it } from "vitest";
import { wellbeingRating, wellbeingScale } from "./ratings";

describe("the Wellbeing card's scale and bands", () => {
  it("puts a survey on the agency graph's 0–7 scale", () => {
    expect(wellbeingScale(10, 15)).toBeCloseTo(4.6667, 4);
    expect(wellbeingScale(15, 15)).toBe(7);
    expect(wellbeingScale(0, 15)).toBe(0);
    // Without a limit the score is taken as already on the scale, clamped to it.
    expect(wellbeingScale(5, null)).toBe(5);
    expect(wellbeingScale(9, 0)).toBe(7);
    expect(wellbeingScale(null, 15)).toBeNull();
  });

  it("rates Good from the target 6.5, Fair from 4.5, Low below, No Data without a survey", () => {
    expect(wellbeingRating(7)).toEqual({ label: "Good", colour: "green" });
    expect(wellbeingRating(6.5)).toEqual({ label: "Good", colour: "green" });
    expect(wellbeingRating(6.49)).toEqual({ label: "Fair", colour: "yellow" });
    expect(wellbeingRating(4.5)).toEqual({ label: "Fair", colour: "yellow" });
    expect(wellbeingRating(4.49)).toEqual({ label: "Low", colour: "red" });
    expect(wellbeingRating(null)).toEqual({ label: "No Data", colour: "grey" });
  });
});
