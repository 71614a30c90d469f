// Deterministic randomness for generated data, shared by the demo seed (prisma/seed) and the simulator: the same seed
// always yields the same values. Math.random is never used. Not for secrets in production.

/** FNV-1a of a label, cached: labels are a handful of words ("night", "seniors", ...). */
const labelHashes = new Map<string, number>();
export function labelHash(label: string): number {
  let h = labelHashes.get(label);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    h >>>= 0;
    labelHashes.set(label, h);
  }
  return h;
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A 32-bit seed for one stream from its parts (integers and labels), e.g. (SIMULATOR_SEED, member, "day", day), so
 * any day of any senior can be generated on its own. No strings are built: the simulator calls it per minute.
 */
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
  /** Float in [min, max), rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  /** Normal with the given mean and standard deviation (Box-Muller). */
  normal(mean: number, sd: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string;
  /** A string of `count` decimal digits. */
  digits(count: number): string;
}

/** mulberry32: a tiny, fast 32-bit generator; plenty for demo rows and plausible sensor noise. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    range: (min, max) => min + next() * (max - min),
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted: (entries) => {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      return (entries[entries.length - 1] as (typeof entries)[number])[0];
    },
    hex: (bytes) => {
      let out = "";
      for (let i = 0; i < bytes; i++) out += int(0, 255).toString(16).padStart(2, "0");
      return out;
    },
    digits: (count) => {
      let out = "";
      for (let i = 0; i < count; i++) out += String(int(0, 9));
      return out;
    },
  };
  return rng;
}

/** A stream for one purpose of one simulated senior, e.g. rngFor(seed, 100123, "day", 20500). */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): Rng {
  return createRng(hashSeed(seed, ...parts));
}

/** A stream for one section of the demo seed (e.g. "seniors"), independent of the other sections. */
export function sectionRng(section: string, seed: number): Rng {
  return createRng(seed ^ labelHash(section));
}

export function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}
