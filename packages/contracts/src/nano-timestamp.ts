import { z } from "zod";

// Epoch nanoseconds (spec 3 §4: epoch ms × 1e6) are above 2^53, where a JS number cannot hold every integer:
// 1763720130002000000 as a number is 1763720130001999872, and dividing that by 1e6 in floating point truncates to
// the millisecond before. So the value travels as exact digits and is converted with BigInt arithmetic only. This
// file is the one place that parses and formats it; every route (supervision, measurement, sleep, care insights)
// uses these pieces.

const NS_PER_MS = 1_000_000n;
/** 19 digits cover every instant up to the year 2286; more is not a nanosecond timestamp we produce. */
const MAX_DIGITS = 19;
const MIN_NS = BigInt(Date.UTC(2000, 0, 1)) * NS_PER_MS;
const MAX_NS = BigInt(Date.UTC(2100, 0, 1)) * NS_PER_MS;

/**
 * The canonical digits of an epoch value given as a digit string or a JSON number, or null when it is neither.
 * A number is read through its shortest round-trip decimal form (what the sender wrote when it had at most 17
 * significant digits, as every ms × 1e6 value has), never through BigInt(number), which would give the binary
 * neighbour 1763720130001999872 for 1763720130002000000.
 */
export function epochDigits(raw: string | number): string | null {
  if (typeof raw === "number") {
    if (!Number.isInteger(raw) || raw < 0 || raw >= 1e21) return null; // 1e21 and above print in exponent form
    return BigInt(String(raw)).toString();
  }
  const s = raw.trim();
  return /^\d+$/.test(s) ? BigInt(s).toString() : null;
}

/** Epoch nanoseconds → epoch milliseconds, truncated (exact: BigInt division). */
export function nsToMs(ns: bigint | string): number {
  return Number(BigInt(ns) / NS_PER_MS);
}

/** Epoch nanoseconds → the Date of their millisecond. */
export function nsToDate(ns: bigint | string): Date {
  return new Date(nsToMs(ns));
}

/** Epoch milliseconds → nanosecond digits (exact). */
export function msToNs(ms: number): string {
  return (BigInt(Math.trunc(ms)) * NS_PER_MS).toString();
}

/** A Date → nanosecond digits (exact). */
export function dateToNs(date: Date): string {
  return msToNs(date.getTime());
}

/**
 * THE nanosecond timestamp input: digits (a query parameter, a JSON string) or a JSON number; the parsed value is
 * the exact instant as a bigint of nanoseconds, between 2000-01-01 and 2100-01-01.
 */
export const nanoTimestamp = z
  .union([z.string(), z.number()])
  .transform((raw, ctx): bigint => {
    const digits = epochDigits(raw);
    if (digits === null || digits.length > MAX_DIGITS) {
      ctx.addIssue({ code: "custom", message: "must be a nanosecond epoch timestamp (digits only)" });
      return z.NEVER;
    }
    const ns = BigInt(digits);
    if (ns < MIN_NS || ns >= MAX_NS) {
      ctx.addIssue({ code: "custom", message: "must be between 2000-01-01 and 2100-01-01" });
      return z.NEVER;
    }
    return ns;
  })
  .describe("Epoch nanoseconds (ms × 1e6): digits, or a JSON number");

/** The nanosecond timestamp input read as epoch milliseconds (what the services compute with). */
export const nanoTimestampMs = nanoTimestamp.transform((ns) => nsToMs(ns));

/** The nanosecond timestamp input read as a Date. */
export const nanoTimestampDate = nanoTimestamp.transform((ns) => nsToDate(ns));

/** A nanosecond timestamp in an answer: exact digits, never a JSON number. */
export const NanoTimestampOut = z
  .string()
  .regex(/^\d{1,19}$/)
  .describe("Epoch nanoseconds (ms × 1e6) as a digit string");
