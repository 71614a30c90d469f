import { SEARCH_DEBOUNCE_MS } from "@care/contracts";
import { useCallback, useEffect, useState } from "react";

/** What a search field's text becomes when sent, or null while it may not be sent yet (e.g. too short). */
export type ToSend = (text: string) => string | null;

/** The rule for searches that send whatever was typed. */
export const asTyped: ToSend = (text) => text;

/**
 * The portal's search debounce (spec 1 §9): calls `send` with `toSend(text)` SEARCH_DEBOUNCE_MS after `text` last
 * changed, unless the rule says null or that value is `sent` already. `toSend` and `send` should be stable (module
 * level or memoised): a new one starts the wait over.
 */
export function useDebouncedSend(text: string, sent: string, toSend: ToSend, send: (next: string) => void): void {
  useEffect(() => {
    const next = toSend(text);
    if (next === null || next === sent) return;
    const timer = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, toSend, send]);
}

/**
 * A search box's text over a URL-driven `value`: the box keeps what is typed, `onChange` gets it (as `toSend` makes
 * it) after the debounce, and a `value` that changes under the box (back button, a restored list position) replaces
 * the text, so the box shows what the list shows. Returns the text and its setter for the box's keystrokes.
 */
export function useSearchText(
  value: string,
  onChange: (v: string) => void,
  toSend: ToSend,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // What the list was last given, by this box or by the URL; and the `value` last seen, to notice a change.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Not the echo of what the box sent: somebody else moved the URL, so follow it.
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  const send = useCallback(
    (next: string) => {
      setSent(next);
      onChange(next);
    },
    [onChange],
  );
  useDebouncedSend(text, sent, toSend, send);
  return [text, setText];
}
