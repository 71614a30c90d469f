import { MIN_NAME_SEARCH_LENGTH, NAME_SEARCH_CHARS } from "@care/contracts";
import type { ReactNode } from "react";
import { SearchField } from "../../../lib/table/SearchField";
import { useSearchText } from "../../../lib/table/use-search-text";

const MAX = 100;

/** Trimmed, spaces collapsed; sent when empty or at least 3 characters (a member id: any length of digits). */
export function searchToSend(text: string): string | null {
  const v = text.trim().replace(/\s+/g, " ");
  if (/^\d{1,6}$/.test(v)) return v;
  return v.length === 0 || v.length >= MIN_NAME_SEARCH_LENGTH ? v : null;
}

const accept = (text: string): boolean => text.length <= MAX && NAME_SEARCH_CHARS.test(text);

/**
 * One box for a name or a member id (the care dashboard's search rules, spec 3 §5): other characters are ignored,
 * and the list follows 500 ms after the last keystroke.
 */
export function SeniorSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  const [text, setText] = useSearchText(value, onChange, searchToSend);
  return (
    <SearchField
      label="Search by name or ID"
      value={text}
      onChange={setText}
      accept={accept}
      maxLength={MAX}
      minWidth={280}
    />
  );
}
