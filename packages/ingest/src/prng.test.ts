import { describe, expect, it } from "vitest";
import { createRng, hashSeed, rngFor, sectionRng } from "./prng.js";

// The values below were drawn from the two generators this one replaced (prisma/seed/prng.ts and
// simulator/src/prng.ts): the demo data and the simulated fleet stay exactly what they were.
describe("seeded random generator", () => {
  it("draws the demo seed's section streams as before", () => {
    const rng = sectionRng("devices", 20_260_101);
    expect([
      rng.next(),
      rng.int(1, 100),
      rng.float(60, 100, 1),
      rng.hex(4),
      rng.digits(6),
      rng.pick(["a", "b", "c"]),
      rng.weighted([
        ["x", 1],
        ["y", 3],
      ] as const),
    ]).toEqual([0.1009517980273813, 43, 78.3, "c847d622", "453297", "c", "y"]);
  });

  it("draws the simulator's streams as before", () => {
    expect(hashSeed(42, 100_001, "day", 20_500)).toBe(931922951);
    const rng = rngFor(42, 100_001, "day", 20_500);
    expect([rng.next(), rng.range(1, 2), rng.int(1, 6), rng.normal(70, 5), rng.pick(["a", "b", "c"])]).toEqual([
      0.30348858959041536,
      1.2909918865188956,
      2,
      73.74352022952836,
      "b",
    ]);
  });

  it("repeats for the same seed", () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 3 }, () => rng.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createRng(1).pick([])).toThrow("pick from an empty list");
  });
});
