import { useState } from "react";
import { useDebouncedSend, type ToSend } from "../../../lib/table/use-search-text";

/**
 * The search value to send: follows `text` SEARCH_DEBOUNCE_MS (500 ms) after the last keystroke, and only when
 * `toSend` says the text may be sent (null: keep what was sent before). The first value is sent at once.
 */
export function useDebouncedSearch(text: string, toSend: ToSend): string {
  const [sent, setSent] = useState(() => toSend(text) ?? "");
  useDebouncedSend(text, sent, toSend, setSent);
  return sent;
}
