import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./list-params";

const FILTERS = ["date", "coach"] as const;

function wrapper({ children }: { children: ReactNode }): ReactNode {
  return <MemoryRouter initialEntries={["/portal-admin/agent-schedule?page=3"]}>{children}</MemoryRouter>;
}

function useListAndLocation(): { list: ReturnType<typeof useListParams<"date" | "coach">>; search: string } {
  return { list: useListParams({ name: "agent-schedule", filters: FILTERS }), search: useLocation().search };
}

describe("useListParams", () => {
  it("keeps both of two filter changes made before the page renders again", () => {
    const { result } = renderHook(useListAndLocation, { wrapper });
    act(() => {
      // A date typed, then a coach picked, on a machine too busy to render in between.
      result.current.list.setFilter("date", "2026-03-10");
      result.current.list.setFilter("coach", "c1");
    });
    expect(result.current.list.filters).toEqual({ date: "2026-03-10", coach: "c1" });
    expect(result.current.search).toBe("?date=2026-03-10&coach=c1");
  });

  it("goes back to page 1 on a filter change and keeps the page otherwise", () => {
    const { result } = renderHook(useListAndLocation, { wrapper });
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.setPage(2));
    expect(result.current.search).toBe("?page=2");
    act(() => result.current.list.setFilter("coach", "c1"));
    expect(result.current.list.page).toBe(1);
    expect(result.current.search).toBe("?coach=c1");
  });
});
