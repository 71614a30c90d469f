import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useKeyPages } from "./key-pages";
import { offsetWindow, pageOfRows } from "./offset-window";

describe("useKeyPages (last_evaluated_key paging)", () => {
  it("remembers the cursor of each page, survives a reload, and forgets them when the filters change", () => {
    const { result, rerender } = renderHook(({ page, scope }) => useKeyPages("reports", "senior-1", page, scope), {
      initialProps: { page: 1, scope: "all" },
    });
    expect(result.current.key).toBeNull();
    expect(result.current.hasNext).toBe(false);
    act(() => result.current.remember(1, "k2"));
    expect(result.current.hasNext).toBe(true);

    rerender({ page: 2, scope: "all" });
    expect(result.current.key).toBe("k2");
    act(() => result.current.remember(2, null));
    expect(result.current.hasNext).toBe(false);

    // A new mount (a reload) reads the cursors back from the page cache.
    const again = renderHook(() => useKeyPages("reports", "senior-1", 2, "all"));
    expect(again.result.current.key).toBe("k2");
    // Another senior's list has cursors of its own.
    expect(renderHook(() => useKeyPages("reports", "senior-2", 2, "all")).result.current.key).toBeUndefined();

    rerender({ page: 2, scope: "search=x" });
    expect(result.current.key).toBeUndefined();
  });
});

describe("offsetWindow", () => {
  it("asks for whole pages up to the fetch limit and finds the page inside the answer", () => {
    expect(offsetWindow(1, 15, 100)).toEqual({ offset: 0, limit: 90, start: 0 });
    expect(offsetWindow(6, 15, 100)).toEqual({ offset: 0, limit: 90, start: 75 });
    expect(offsetWindow(7, 15, 100)).toEqual({ offset: 90, limit: 90, start: 0 });
    expect(offsetWindow(3, 10)).toEqual({ offset: 20, limit: 10, start: 0 });
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOfRows(offsetWindow(2, 15, 100), 15, { items, total: 20, nextOffset: -1 })).toEqual({
      rows: [15, 16, 17, 18, 19],
      total: 20,
      hasNext: false,
    });
  });
});
