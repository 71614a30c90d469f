import { useCallback, useEffect, useState } from "react";
import { readListPosition, writeListPosition } from "./page-cache";

export interface KeyPages {
  /**
   * The `last_evaluated_key` to send for the current page: null for page 1, undefined when the page cannot be
   * reached (a link to page 3 opened where pages 1 and 2 were never loaded): the caller goes back to page 1.
   */
  key: string | null | undefined;
  /** Records the cursor the server answered for the page after `page` (null: `page` is the last one). */
  remember(page: number, nextKey: string | null): void;
  hasNext: boolean;
}

/**
 * Cursor paging (spec 1 §7 "Paged lists use lastEvaluatedKey"): a cursor only leads to the next page, so the
 * cursor that starts each page is remembered (in the page cache, so a reload keeps them). `page` is 1-based.
 */
export function useKeyPages(
  name: string,
  seniorId: string | undefined,
  page: number,
  /** The filters and sort, as one string: cursors of one filtering mean nothing under another. */
  scope: string,
): KeyPages {
  const [state, setState] = useState(() => {
    const cached = readListPosition(name, seniorId);
    return { scope, keys: cached?.keysScope === scope ? (cached.keys ?? [null]) : [null] };
  });
  if (state.scope !== scope) setState({ scope, keys: [null] });
  const keys = state.keys;
  const setKeys = useCallback(
    (change: (current: (string | null)[]) => (string | null)[]) =>
      setState((s) => {
        const next = change(s.keys);
        return next === s.keys ? s : { scope: s.scope, keys: next };
      }),
    [],
  );

  useEffect(() => {
    const previous = readListPosition(name, seniorId);
    writeListPosition(name, seniorId, { params: previous?.params ?? {}, keys: state.keys, keysScope: state.scope });
  }, [state, name, seniorId]);

  const remember = useCallback(
    (p: number, nextKey: string | null) => {
      setKeys((current) => {
        if (nextKey === null) return current.length <= p ? current : current.slice(0, p);
        if (current[p] === nextKey) return current;
        // What followed the old cursor of page p+1 is no longer known to follow the new one.
        const next = current.slice(0, p);
        next[p] = nextKey;
        return next;
      });
    },
    [setKeys],
  );

  const key = page === 1 ? null : keys[page - 1];
  return { key, remember, hasNext: keys[page] !== undefined && keys[page] !== null };
}
