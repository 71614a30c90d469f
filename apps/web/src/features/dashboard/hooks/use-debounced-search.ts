import { SEARCH_DEBOUNCE_MS } from "@care/contracts";
import { useEffect, useState } from "react";

/**
 * The search value to send: follows `text` SEARCH_DEBOUNCE_MS (500 ms) after the last keystroke, and only when
 * `toSend` says the text may be sent (null: keep what was sent before). The first value is sent at once.
 */
export function useDebouncedSearch(text: string, toSend: (text: string) => string | null): string {
  const [sent, setSent] = useState(() => toSend(text) ?? "");
  useEffect(() => {
    const value = toSend(text);
    if (value === null || value === sent) return;
    const timer = setTimeout(() => setSent(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, toSend, sent]);
  return sent;
}
