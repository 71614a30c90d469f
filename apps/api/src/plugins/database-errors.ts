import { Prisma } from "@care/db";
import { AppError } from "../errors.js";

// Database errors that only the request's input can cause. Routes validate their input first, so these are the
// last line: a value that passed the contract but that Postgres still refuses is the client's 4xx, not our 500.
// The answers name no table, column or constraint; the log keeps the original error.

/**
 * SQLSTATEs of bad values: invalid text representation (22P02), numeric out of range (22003), invalid datetime
 * format (22007), datetime out of range (22008), string too long (22001), NUL / bad UTF-8 (22021), a "\u0000" or
 * another escape jsonb cannot hold (22P05, untranslatable character), invalid parameter such as an unknown time zone
 * (22023), invalid LIKE escape (22025, 22019), invalid regular expression (2201B). The well-formed-text plugin
 * refuses NUL and lone surrogates at the door, naming the field; 22021 and 22P05 here are the backstop for text
 * that reaches the database some other way (a decoded cursor, a value a handler builds).
 */
const BAD_VALUE_STATES = new Set([
  "22P02",
  "22003",
  "22007",
  "22008",
  "22001",
  "22021",
  "22P05",
  "22023",
  "22025",
  "22019",
  "2201B",
]);
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/** Prisma's own codes for the same situations. */
const BAD_VALUE_PRISMA_CODES = new Set(["P2000", "P2006", "P2007", "P2020", "P2023"]);

const badValue = (): AppError => new AppError("VALIDATION", "A value of the request is malformed or out of range");
const duplicate = (): AppError => new AppError("CONFLICT", "Already exists: another record has the same value");
const dangling = (): AppError =>
  new AppError("CONFLICT", "The request refers to a record that does not exist or is still in use");

/** The SQLSTATE behind an error of Prisma's pg driver adapter or of the pg driver itself, if any. */
function sqlState(error: unknown): string | null {
  if (error === null || typeof error !== "object") return null;
  const e = error as {
    name?: unknown;
    code?: unknown;
    severity?: unknown;
    cause?: { originalCode?: unknown; code?: unknown };
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } }; code?: unknown };
  };
  const candidates = [
    e.meta?.driverAdapterError?.cause?.originalCode,
    e.meta?.driverAdapterError?.cause?.code,
    e.meta?.code,
    // Thrown by the adapter as it is (outside Prisma's mapping), or by pg (the ingest pool): `severity` marks pg's.
    e.name === "DriverAdapterError" ? (e.cause?.originalCode ?? e.cause?.code) : undefined,
    typeof e.severity === "string" ? e.code : undefined,
  ];
  const found = candidates.find((c): c is string => typeof c === "string" && /^[0-9A-Z]{5}$/.test(c));
  return found ?? null;
}

function fromSqlState(state: string | null): AppError | null {
  if (state === null) return null;
  if (BAD_VALUE_STATES.has(state)) return badValue();
  if (state === UNIQUE_VIOLATION) return duplicate();
  if (state === FOREIGN_KEY_VIOLATION) return dangling();
  return null;
}

/** The 4xx for a database error that the request's input caused; null for anything else (a real fault: 500). */
export function inputErrorFromDatabase(error: unknown): AppError | null {
  if (error instanceof AppError) return null;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return duplicate();
    if (error.code === "P2025") return new AppError("NOT_FOUND", "Record not found");
    if (error.code === "P2003") return dangling();
    if (BAD_VALUE_PRISMA_CODES.has(error.code)) return badValue();
  }
  return fromSqlState(sqlState(error));
}
