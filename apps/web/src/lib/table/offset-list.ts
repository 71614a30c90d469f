import { useListParams, type ListParams, type ListParamsOptions } from "./list-params";
import { offsetWindow, type OffsetWindow } from "./offset-window";

export interface OffsetListOptions<F extends string> extends ListParamsOptions<F> {
  /** Rows a table page shows. */
  pageSize: number;
  /** Rows one call may fetch (whole pages of them are asked for); one page a call when absent. */
  fetchLimit?: number;
}

export interface OffsetList<F extends string> extends ListParams<F> {
  pageSize: number;
  /** The rows the current call fetches, and where the table page sits inside them. */
  win: OffsetWindow;
  /** The window as the list route's query takes it: spread it into the query with the filters. */
  range: { offset: number; limit: number };
}

/**
 * An offset-paged list whose page, sort and filters live in the URL (useListParams), with the server window of its
 * current page (offsetWindow): `range` goes into the list query, and `offsetPaging(list, query)` makes the
 * table's page of the answer.
 */
export function useOffsetList<F extends string = never>(options: OffsetListOptions<F>): OffsetList<F> {
  const list = useListParams(options);
  const win = offsetWindow(list.page, options.pageSize, options.fetchLimit);
  return { ...list, pageSize: options.pageSize, win, range: { offset: win.offset, limit: win.limit } };
}
