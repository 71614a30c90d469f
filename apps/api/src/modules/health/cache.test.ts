import { describe, expect, it } from "vitest";
import { cachedCheck } from "./cache.js";

/** A check that counts its runs and answers the run's number; `fail` makes the next run reject. */
function counting(): { runs: () => number; check: () => Promise<number>; failNext: () => void } {
  let n = 0;
  let fail = false;
  return {
    runs: () => n,
    check: async () => {
      n += 1;
      if (fail) {
        fail = false;
        throw new Error("probe failed");
      }
      return n;
    },
    failNext: () => {
      fail = true;
    },
  };
}

describe("cachedCheck", () => {
  it("reuses one result within the window and probes again once it is over", async () => {
    let clock = 1_000;
    const c = counting();
    const health = cachedCheck(c.check, 5_000, () => clock);
    expect(await health.cached()).toBe(1);
    clock += 4_999;
    expect(await health.cached()).toBe(1);
    clock += 1;
    expect(await health.cached()).toBe(2);
    expect(c.runs()).toBe(2);
  });

  it("lets concurrent callers share the probe under way", async () => {
    const c = counting();
    const health = cachedCheck(c.check, 5_000, () => 0);
    expect(await Promise.all(Array.from({ length: 10 }, () => health.cached()))).toEqual(Array(10).fill(1));
    expect(c.runs()).toBe(1);
  });

  it("probes afresh on fresh(), and the cached answers reuse that result", async () => {
    const c = counting();
    const health = cachedCheck(c.check, 5_000, () => 0);
    expect(await health.cached()).toBe(1);
    expect(await health.fresh()).toBe(2);
    expect(await health.cached()).toBe(2);
    expect(c.runs()).toBe(2);
  });

  it("does not keep a failed probe", async () => {
    const c = counting();
    const health = cachedCheck(c.check, 5_000, () => 0);
    c.failNext();
    await expect(health.cached()).rejects.toThrow("probe failed");
    expect(await health.cached()).toBe(2);
  });
});
