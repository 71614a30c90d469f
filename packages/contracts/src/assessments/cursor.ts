import { z } from "zod";
import { decodeCursorValues, encodeCursorValues } from "../routes/measurement-cursor.js";

// The keyset cursor of the assessment history lists and of the wellness-survey list: the sort key of the last row
// of a page, [epoch milliseconds, row uuid], as base64url JSON. It comes back from the client, so it is input like
// any other: a forged one is a 400 at the door.

export interface HistoryCursor {
  at: number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIN_MS = Date.UTC(2000, 0, 1);
const MAX_MS = Date.UTC(2100, 0, 1);

export function decodeHistoryCursor(raw: string): HistoryCursor | null {
  const values = decodeCursorValues(raw, 2);
  if (values === null) return null;
  const [at, id] = values;
  if (typeof at !== "number" || !Number.isInteger(at) || at < MIN_MS || at > MAX_MS) return null;
  if (typeof id !== "string" || !UUID.test(id)) return null;
  return { at, id };
}

export const encodeHistoryCursor = (c: HistoryCursor): string => encodeCursorValues([c.at, c.id]);

export const HistoryCursorInput = z
  .string()
  .max(200)
  .refine((raw) => decodeHistoryCursor(raw) !== null, "not a cursor of this list");
