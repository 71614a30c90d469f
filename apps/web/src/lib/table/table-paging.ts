import type { OffsetWindow } from "./offset-window";
import { pageOfRows } from "./offset-window";
import type { PagedTableProps } from "./PagedTable";

/** What PagedTable takes from a list's paging and its query: spread it, then add the label, columns and row key. */
export type TablePaging<Row> = Pick<
  PagedTableProps<Row>,
  "rows" | "page" | "pageSize" | "total" | "hasNext" | "onPageChange" | "loading" | "failed" | "searched"
>;

/** A list route's answer in the contracts' `paged(Row)` shape. */
export interface OffsetAnswer<Row> {
  items: readonly Row[];
  total: number;
  next_offset: number;
}

/** The state of a list query that the table shows (a TanStack Query result fits). */
export interface TableQuery<D> {
  data: D | undefined;
  isFetching: boolean;
  isError: boolean;
}

/**
 * The table's page out of an offset-paged list (useOffsetList) and the query of its current call: the page's rows
 * cut from the call's rows, the total and whether a next page exists, the pager wired to the URL.
 */
export function offsetPaging<Row>(
  list: {
    page: number;
    pageSize: number;
    win: OffsetWindow;
    setPage: (page: number) => void;
    filters?: Readonly<Partial<Record<string, string>>>;
  },
  query: TableQuery<OffsetAnswer<Row>>,
): TablePaging<Row> {
  const data = query.data;
  const { rows, total, hasNext } = pageOfRows(
    list.win,
    list.pageSize,
    data && { items: data.items, total: data.total, nextOffset: data.next_offset },
  );
  return {
    rows,
    total,
    hasNext,
    page: list.page,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    loading: query.isFetching,
    failed: query.isError,
    // Spec 1 §8: a name search that finds nothing says 'No Match Found'.
    searched: Boolean(list.filters?.search?.trim() || list.filters?.name?.trim()),
  };
}

/**
 * The row count a cursor-paged table can state: known once the last page is reached (no next cursor), else
 * undefined ("of more than …"). `page` is 1-based.
 */
export function knownTotal(page: number, pageSize: number, rowsOnPage: number, hasNext: boolean): number | undefined {
  return hasNext ? undefined : (page - 1) * pageSize + rowsOnPage;
}
