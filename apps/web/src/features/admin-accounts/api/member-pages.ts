import { useEffect, useMemo } from "react";
import type { ApiError } from "../../../lib/api/api-error";
import { useKeyPages } from "../../../lib/table/key-pages";
import type { MemberListQuery } from "./admin-lists";
import { useMembers, type Member } from "./members";

export interface MemberPageState {
  rows: Member[];
  /** Known only on the last page (cursor paging has no totals). */
  total: number | undefined;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  error: ApiError | null;
}

/**
 * One page of GET /api/users/admin/seniors for a 1-based page: remembers each page's LastEvaluatedKey (page cache),
 * and sends a link to a page whose cursor is unknown back to page 1 (`setPage`).
 */
export function useMemberPage(
  name: string,
  page: number,
  setPage: (p: number) => void,
  filters: Omit<MemberListQuery, "last_evaluated_key" | "limit">,
  limit: number,
): MemberPageState {
  const scope = JSON.stringify([filters, limit]);
  const pages = useKeyPages(name, undefined, page, scope);
  const query = useMemo<MemberListQuery>(
    () => ({ ...filters, limit, ...(pages.key ? { last_evaluated_key: pages.key } : {}) }),
    // The filters are compared by their JSON (scope): a new object with the same values asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope, pages.key],
  );
  const result = useMembers(query, pages.key !== undefined);
  useEffect(() => {
    if (pages.key === undefined) setPage(1);
  }, [pages.key, setPage]);
  const { remember } = pages;
  const answeredKey = result.isPlaceholderData ? undefined : result.data?.last_evaluated_key;
  useEffect(() => {
    if (answeredKey !== undefined) remember(page, answeredKey);
  }, [answeredKey, page, remember]);
  const rows = result.data?.items ?? [];
  const hasNext = pages.hasNext || (!result.isPlaceholderData && Boolean(result.data?.last_evaluated_key));
  return {
    rows,
    // On the last page the count is known: every earlier page was full.
    total: !hasNext && result.isSuccess && !result.isPlaceholderData ? (page - 1) * limit + rows.length : undefined,
    hasNext,
    loading: result.isFetching,
    failed: result.isError,
    error: result.error,
  };
}
