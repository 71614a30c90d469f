/**
 * Spec 1 §9 / spec 2 §9: "list pages are cached in local storage keyed by name and senior id". What is kept is the
 * list's position (page, sort, filters, and the cursors of cursor-paged lists), never its rows: rows are members'
 * data and local storage outlives the session. Coming back to a list without a position in its URL restores it.
 */
export interface CachedListPosition {
  /** The list's URL parameters (page, sort, filters) as they were last shown. */
  params: Record<string, string>;
  /** Cursor-paged lists: the `last_evaluated_key` that starts each page (index 0 = page 1 = none). */
  keys?: (string | null)[];
  /** The filters the keys were read under. */
  keysScope?: string;
}

const PREFIX = "list-page";

export function pageCacheKey(name: string, seniorId?: string): string {
  return `${PREFIX}:${name}:${seniorId ?? "-"}`;
}

export function readListPosition(name: string, seniorId?: string): CachedListPosition | null {
  try {
    const raw = localStorage.getItem(pageCacheKey(name, seniorId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedListPosition> | null;
    if (!parsed || typeof parsed.params !== "object" || parsed.params === null) return null;
    return {
      params: parsed.params,
      keys: Array.isArray(parsed.keys) ? parsed.keys : undefined,
      keysScope: typeof parsed.keysScope === "string" ? parsed.keysScope : undefined,
    };
  } catch {
    // A value written by another version, or storage that refuses access: start from page 1.
    return null;
  }
}

export function writeListPosition(name: string, seniorId: string | undefined, position: CachedListPosition): void {
  try {
    localStorage.setItem(pageCacheKey(name, seniorId), JSON.stringify(position));
  } catch {
    // Full or refused storage only costs the remembered position.
  }
}
