import { REPORT_TILE_CHUNK } from "@care/contracts";

/** Splits `items` into consecutive runs of `size` (the last one may be shorter); an empty list gives no chunk. */
export function chunk<T>(items: readonly T[], size: number = REPORT_TILE_CHUNK): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer: ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface TileGroup<T extends { area: string }> {
  area: T["area"];
  /** The area's tiles, in catalogue order, in rows of REPORT_TILE_CHUNK. */
  chunks: T[][];
}

/**
 * The tiles a user sees: the types GET /api/reports/types answered (the API keeps to the types the user's roles may
 * read: docs/reports.md "Who sees what"), grouped by area in the order the areas first appear, each group cut in
 * chunks of 6. Areas without a type are not shown.
 */
export function tileGroups<T extends { area: string }>(
  types: readonly T[],
  size: number = REPORT_TILE_CHUNK,
): TileGroup<T>[] {
  const byArea = new Map<T["area"], T[]>();
  for (const t of types) {
    const list = byArea.get(t.area);
    if (list) list.push(t);
    else byArea.set(t.area, [t]);
  }
  return [...byArea].map(([area, list]) => ({ area, chunks: chunk(list, size) }));
}
