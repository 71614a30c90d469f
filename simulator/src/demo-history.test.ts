import { describe, expect, it } from "vitest";
import { demoHistoryLayers, HISTORY_DENSITY, RECENT_DENSITY, WEEK_DENSITY } from "./demo-history.js";

describe("the demo's history layers", () => {
  it("cover 90 days sparse, the last week denser and the last day in full, meeting without overlap", () => {
    expect(demoHistoryLayers(90)).toEqual([
      { fromDaysAgo: 90, toDaysAgo: 7, density: HISTORY_DENSITY },
      { fromDaysAgo: 7, toDaysAgo: 1, density: WEEK_DENSITY },
      { fromDaysAgo: 1, toDaysAgo: 0, density: RECENT_DENSITY },
    ]);
  });

  it("shorten to what a shorter history needs", () => {
    expect(demoHistoryLayers(5)).toEqual([
      { fromDaysAgo: 5, toDaysAgo: 1, density: WEEK_DENSITY },
      { fromDaysAgo: 1, toDaysAgo: 0, density: RECENT_DENSITY },
    ]);
    expect(demoHistoryLayers(1)).toEqual([{ fromDaysAgo: 1, toDaysAgo: 0, density: RECENT_DENSITY }]);
  });

  it("clip to a stretch that ends days ago: what npm start writes after the portal opens", () => {
    expect(demoHistoryLayers(30)).toEqual([
      { fromDaysAgo: 30, toDaysAgo: 7, density: HISTORY_DENSITY },
      { fromDaysAgo: 7, toDaysAgo: 1, density: WEEK_DENSITY },
      { fromDaysAgo: 1, toDaysAgo: 0, density: RECENT_DENSITY },
    ]);
    expect(demoHistoryLayers(60, 30)).toEqual([{ fromDaysAgo: 90, toDaysAgo: 30, density: HISTORY_DENSITY }]);
    expect(demoHistoryLayers(10, 3)).toEqual([
      { fromDaysAgo: 13, toDaysAgo: 7, density: HISTORY_DENSITY },
      { fromDaysAgo: 7, toDaysAgo: 3, density: WEEK_DENSITY },
    ]);
  });

  it("keep the last night minute by minute and only its summary before", () => {
    expect([HISTORY_DENSITY, WEEK_DENSITY, RECENT_DENSITY].map((d) => [d.hrEveryMin, d.sleepDetail])).toEqual([
      [120, "summary"],
      [30, "summary"],
      [10, "minute"],
    ]);
  });
});
