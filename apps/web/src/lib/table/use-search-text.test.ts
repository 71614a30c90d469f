import { SEARCH_DEBOUNCE_MS } from "@care/contracts";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSearchText, type ToSend } from "./use-search-text";

// The admin lists' rule: empty or at least 3 characters.
const atLeast3: ToSend = (text) => (text.length > 0 && text.length < 3 ? null : text);

function setup(value = "") {
  const onChange = vi.fn<(v: string) => void>();
  const { result, rerender } = renderHook(({ value }) => useSearchText(value, onChange, atLeast3), {
    initialProps: { value },
  });
  return { onChange, result, rerender };
}

describe("useSearchText (debounced search box over a URL value)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the text 500 ms after the last keystroke, not before", () => {
    const { onChange, result } = setup();
    act(() => result.current[1]("ann"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => result.current[1]("anne"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("anne");
    expect(result.current[0]).toBe("anne");
  });

  it("ignores a text the rule refuses (too short) and sends the empty text", () => {
    const { onChange, result, rerender } = setup("anne");
    act(() => result.current[1]("an"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current[0]).toBe("an");

    act(() => result.current[1](""));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("");
    rerender({ value: "" });
    expect(result.current[0]).toBe("");
  });

  it("follows a value that changes under it, but not the echo of what it sent", () => {
    const { onChange, result, rerender } = setup("anne");
    act(() => result.current[1]("bob"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("bob");
    // The user types on while the list catches up: the echo does not undo the keystroke.
    act(() => result.current[1]("bobb"));
    rerender({ value: "bob" });
    expect(result.current[0]).toBe("bobb");

    // Back button: the URL goes back to 'anne', the box shows it, and the pending 'bobb' is dropped.
    rerender({ value: "anne" });
    expect(result.current[0]).toBe("anne");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
