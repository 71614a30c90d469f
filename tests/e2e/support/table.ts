import type { Locator, Page } from "playwright-core";

/**
 * The cells of the rows a locator finds (e.g. a table's `tbody tr`), as the user reads them (each cell's trimmed
 * text), read in one call inside the page: a row-by-row read costs two round trips to the browser per row (a list
 * of 100 members took 200), and it is one snapshot, never half an old list and half a new one.
 */
export function rowCells(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      // The page's elements (this file is type-checked without the DOM library).
      const cells = tr.querySelectorAll("td") as unknown as Iterable<{ textContent: string | null }>;
      return Array.from(cells, (td) => (td.textContent ?? "").trim());
    }),
  );
}

/** Each body row's cells of a table, as the user reads them (trimmed text). */
export const bodyRows = (table: Locator): Promise<string[][]> => rowCells(table.locator("tbody tr"));

/** bodyRows of the table a user finds by its accessible name (the text, not an exact match, as getByRole finds it). */
export const tableRows = (page: Page, name: string): Promise<string[][]> => bodyRows(page.getByRole("table", { name }));
