// Deterministic randomness for the demo data: the same seed always yields the same rows. Math.random is never used.

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for demo data (not for secrets in production). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a section name into a 32-bit seed, so each seed file has its own independent stream. */
export function seedFromName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max), rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string;
  /** A string of `count` decimal digits. */
  digits(count: number): string;
}

/** The fixed seed of the demo data set. Change it and every generated value changes. */
export const DEMO_SEED = 20_260_101;

/** A stream for one section of the seed (e.g. "seniors"), independent of the other sections. */
export function createRng(section: string, seed: number = DEMO_SEED): Rng {
  const next = mulberry32(seed ^ seedFromName(section));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
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
