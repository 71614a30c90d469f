import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { readListPosition, writeListPosition } from "./page-cache";

export type SortDirection = "asc" | "desc";
export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface ListParamsOptions<F extends string> {
  /** The list's name in the page cache (spec: keyed by name and senior id). */
  name: string;
  seniorId?: string;
  /** URL parameters that filter the list; each reads "" when absent. */
  filters?: readonly F[];
}

export interface ListParams<F extends string> {
  /** 1-based. */
  page: number;
  sort: SortState | null;
  filters: Record<F, string>;
  setPage(page: number): void;
  /** Sorts by `field`, ascending first, descending on the second click; back to page 1. */
  toggleSort(field: string): void;
  /** Changes one filter and goes back to page 1 (replacing the history entry: typing is not navigation). */
  setFilter(key: F, value: string): void;
}

/**
 * The state of a server-paged list kept in the URL (`?page=2&sort=-assigned_date&search=00:24`), so a reload or a
 * shared link shows the same page; the last position is also kept in the page cache for the next visit.
 */
export function useListParams<F extends string = never>(options: ListParamsOptions<F>): ListParams<F> {
  const { name, seniorId } = options;
  const filterKeys = useMemo(() => options.filters ?? [], [options.filters]);
  const [search, setSearch] = useSearchParams();
  const restored = useRef(false);

  // A visit without any list parameter in the URL picks up where the user left this list.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const known = ["page", "sort", ...filterKeys];
    if (known.some((k) => search.has(k))) return;
    const cached = readListPosition(name, seniorId);
    const params = Object.entries(cached?.params ?? {}).filter(([k, v]) => known.includes(k) && v !== "");
    if (params.length === 0) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of params) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  }, [filterKeys, name, search, seniorId, setSearch]);

  const page = Math.max(1, Math.trunc(Number(search.get("page") ?? "1")) || 1);
  const rawSort = search.get("sort");
  const sort: SortState | null = rawSort
    ? { field: rawSort.replace(/^-/, ""), direction: rawSort.startsWith("-") ? "desc" : "asc" }
    : null;
  const filterValues = filterKeys.map((k) => search.get(k) ?? "");
  const filtersKey = JSON.stringify(filterValues);
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((k, i) => [k, (JSON.parse(filtersKey) as string[])[i]])),
    [filterKeys, filtersKey],
  ) as Record<F, string>;

  useEffect(() => {
    const params: Record<string, string> = { page: String(page) };
    if (rawSort) params.sort = rawSort;
    filterKeys.forEach((k, i) => {
      const v = (JSON.parse(filtersKey) as string[])[i];
      if (v) params[k] = v;
    });
    const previous = readListPosition(name, seniorId);
    writeListPosition(name, seniorId, { ...previous, params });
  }, [filterKeys, filtersKey, name, page, rawSort, seniorId]);

  // The parameters as the last change left them. react-router's functional update hands over the parameters of the
  // last render, so two changes before the next render (a date typed, then a coach picked on a busy machine) would
  // each start from the same old address and the second would drop the first. A navigation from elsewhere (back, a
  // link) renders new parameters, which replace these.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setSearch(next, { replace });
    },
    [setSearch],
  );

  const setPage = useCallback(
    (p: number) => update((next) => (p <= 1 ? next.delete("page") : next.set("page", String(p))), false),
    [update],
  );
  const toggleSort = useCallback(
    (field: string) =>
      update((next) => {
        next.set("sort", next.get("sort") === field ? `-${field}` : field);
        next.delete("page");
      }, false),
    [update],
  );
  const setFilter = useCallback(
    (key: F, value: string) =>
      update((next) => {
        if (value === "") next.delete(key);
        else next.set(key, value);
        next.delete("page");
      }, true),
    [update],
  );

  return { page, sort, filters, setPage, toggleSort, setFilter };
}
