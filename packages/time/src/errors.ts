/**
 * A loop over local days that would not advance (or would run past any real period). It signals a bug in the zone
 * arithmetic, never bad input: throwing it (a 500) is the point, because the alternative is a request that loops
 * until the process runs out of memory.
 */
export class TimeInvariantError extends Error {
  override readonly name = "TimeInvariantError";
}
