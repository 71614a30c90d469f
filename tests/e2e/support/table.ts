import type { Locator, Page } from "playwright-core";

/** Each body row's cells of a table, as the user reads them (trimmed text). */
export async function bodyRows(table: Locator): Promise<string[][]> {
  const trs = table.locator("tbody tr");
  const out: string[][] = [];
  for (let i = 0; i < (await trs.count()); i++) {
    out.push((await trs.nth(i).locator("td").allTextContents()).map((t) => t.trim()));
  }
  return out;
}

/** bodyRows of the table a user finds by its accessible name (the text, not an exact match, as getByRole finds it). */
export const tableRows = (page: Page, name: string): Promise<string[][]> => bodyRows(page.getByRole("table", { name }));
