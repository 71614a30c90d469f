// Deterministic randomness for the simulated fleet: every stream is seeded from (SIMULATOR_SEED, member, what,
// day), so any day of any senior can be generated on its own and always comes out the same. Math.random is
// never used.

const labelHashes = new Map<string, number>();

/** FNV-1a of a label, cached: labels are a handful of words ("night", "day", ...). */
function labelHash(label: string): number {
  let h = labelHashes.get(label);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    labelHashes.set(label, h >>> 0);
  }
  return h >>> 0;
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit seed for one stream from its parts (integers and labels). No strings are built: it runs per minute. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const v = typeof part === "number" ? (part | 0) ^ Math.floor(part / 4294967296) : labelHash(part);
    h = mix(h ^ mix(v + 0x7f4a7c15));
  }
  return h;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Normal with the given mean and standard deviation (Box-Muller). */
  normal(mean: number, sd: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough for plausible sensor noise. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
  return rng;
}

/** A stream for one purpose of one senior, e.g. rngFor(seed, 100123, "day", 20500). */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): Rng {
  return createRng(hashSeed(seed, ...parts));
}

export function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}
