import { describe, expect, it } from "vitest";
import { chunk, tileGroups } from "./tiles";

const type = (key: string, area: string) => ({ key, area });

describe("chunk", () => {
  it("cuts runs of 6 by default, the last one shorter", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });

  it("gives exactly full chunks when the length is a multiple, and none for an empty list", () => {
    expect(chunk(["a", "b", "c", "d"], 2)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(chunk([])).toEqual([]);
  });

  it("refuses a size that is not a positive integer", () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});

describe("tileGroups", () => {
  it("groups by area in catalogue order, keeps the order inside an area and chunks each area", () => {
    const types = [
      type("v1", "Vitals"),
      type("a1", "Alarms"),
      type("v2", "Vitals"),
      type("v3", "Vitals"),
      type("v4", "Vitals"),
      type("v5", "Vitals"),
      type("v6", "Vitals"),
      type("v7", "Vitals"),
    ];
    const groups = tileGroups(types).map((g) => ({
      area: g.area,
      chunks: g.chunks.map((c) => c.map((t) => t.key)),
    }));
    expect(groups).toEqual([
      { area: "Vitals", chunks: [["v1", "v2", "v3", "v4", "v5", "v6"], ["v7"]] },
      { area: "Alarms", chunks: [["a1"]] },
    ]);
  });

  it("shows no area without a type (the API answers only the types the user may run)", () => {
    expect(tileGroups([])).toEqual([]);
    const groups = tileGroups([type("v1", "Vitals"), type("m1", "Members")]).map((g) => g.area);
    expect(groups).toEqual(["Vitals", "Members"]);
  });
});
