import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { offsetWindow } from "./offset-window";
import { PagedTable, type Column } from "./PagedTable";
import { offsetPaging } from "./table-paging";

// Spec 1 §8 'Search': 'Results could not be fetched. Please try again'; 'No Match Found' when empty; tables with no
// rows 'No Records'. Spec 3 §2 names the device list's own 'No Device found'.

type Row = { name: string };
const COLUMNS: readonly Column<Row>[] = [{ key: "name", header: "Name" }];

function table(props: { searched?: boolean; failed?: boolean; emptyText?: string }) {
  render(
    <MemoryRouter>
      <PagedTable
        label="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.name}
        page={1}
        pageSize={10}
        total={0}
        hasNext={false}
        onPageChange={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole("table", { name: "People" }));
}

describe("empty list texts", () => {
  it("says 'No Records' for a list with no rows", () => {
    expect(table({}).getByText("No Records")).toBeTruthy();
  });

  it("says 'No Match Found' for a search that found nothing", () => {
    const t = table({ searched: true });
    expect(t.getByText("No Match Found")).toBeTruthy();
    expect(t.queryByText("No Records")).toBeNull();
  });

  it("keeps the failure text over 'No Match Found'", () => {
    expect(
      table({ searched: true, failed: true }).getByText("Results could not be fetched. Please try again"),
    ).toBeTruthy();
  });

  it("keeps a screen's own empty text (e.g. 'No Device found') during a search", () => {
    expect(table({ searched: true, emptyText: "No Device found" }).getByText("No Device found")).toBeTruthy();
  });

  it("offsetPaging marks a list with a search or name filter text as searched", () => {
    const base = { page: 1, pageSize: 10, win: offsetWindow(1, 10), setPage: () => undefined };
    const query = { data: { items: [], total: 0, next_offset: -1 }, isFetching: false, isError: false };
    expect(offsetPaging({ ...base, filters: { search: "ann" } }, query).searched).toBe(true);
    expect(offsetPaging({ ...base, filters: { name: "ann" } }, query).searched).toBe(true);
    expect(offsetPaging({ ...base, filters: { search: "  " } }, query).searched).toBe(false);
    expect(offsetPaging({ ...base, filters: { status: "Active" } }, query).searched).toBe(false);
    expect(offsetPaging(base, query).searched).toBe(false);
  });
});
