/** Which rows of the server to fetch for a table page, and where the page sits inside them. */
export interface OffsetWindow {
  offset: number;
  limit: number;
  /** Index of the page's first row inside the fetched rows. */
  start: number;
}

/**
 * Spec: lists show `pageSize` rows a page but fetch up to `fetchLimit` rows a call (devices: 15 and 100). Calls are
 * aligned to whole pages (devices: 90 rows = 6 pages), so a page never straddles two calls and paging inside a
 * call asks the server nothing. `page` is 1-based.
 */
export function offsetWindow(page: number, pageSize: number, fetchLimit: number = pageSize): OffsetWindow {
  const pagesPerCall = Math.max(1, Math.floor(fetchLimit / pageSize));
  const limit = pagesPerCall * pageSize;
  const offset = Math.floor((page - 1) / pagesPerCall) * limit;
  return { offset, limit, start: (page - 1) * pageSize - offset };
}

/** The rows of one table page out of a fetched offset page (`paged(Row)` in contracts), and whether more follow. */
export function pageOfRows<Row>(
  win: OffsetWindow,
  pageSize: number,
  data: { items: readonly Row[]; total: number; nextOffset: number } | undefined,
): { rows: Row[]; total: number | undefined; hasNext: boolean } {
  if (!data) return { rows: [], total: undefined, hasNext: false };
  const rows = data.items.slice(win.start, win.start + pageSize);
  const moreInCall = win.start + pageSize < data.items.length;
  // Spec 1 §9: offset -1 marks the end of the data.
  return { rows, total: data.total, hasNext: moreInCall || data.nextOffset !== -1 };
}
