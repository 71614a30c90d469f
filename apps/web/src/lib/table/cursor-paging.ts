import { useEffect } from "react";
import type { KeyPages } from "./key-pages";
import { knownTotal, type TablePaging, type TableQuery } from "./table-paging";

export interface CursorPagingOptions<Row> {
  /** The list's remembered cursors (useKeyPages), whose `key` the query was sent with. */
  pages: KeyPages;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  query: TableQuery<{ items: readonly Row[] }> & { isPlaceholderData: boolean };
  /** The cursor of the page after this one as the answer gives it (`last_evaluated_key`); null on the last page. */
  nextKey: string | null | undefined;
}

/**
 * Wires a cursor-paged query to its table: remembers the cursor each real answer gives for the next page (not the
 * previous page's answer kept on screen while this one loads), sends a page whose cursor is not known here (a
 * link to page 3, cursors of another filter) back to page 1, and gives PagedTable its rows, total and pager.
 */
export function useCursorPaging<Row>(options: CursorPagingOptions<Row>): TablePaging<Row> {
  const { pages, page, setPage, pageSize, query } = options;
  const answeredKey = query.isPlaceholderData ? undefined : options.nextKey;
  const { remember } = pages;
  useEffect(() => {
    if (answeredKey !== undefined) remember(page, answeredKey);
  }, [answeredKey, page, remember]);
  useEffect(() => {
    if (pages.key === undefined && page !== 1) setPage(1);
  }, [pages.key, page, setPage]);
  const rows = query.data?.items ?? [];
  return {
    rows,
    page,
    pageSize,
    total: knownTotal(page, pageSize, rows.length, pages.hasNext),
    hasNext: pages.hasNext,
    onPageChange: setPage,
    loading: query.isFetching,
    failed: query.isError,
  };
}
