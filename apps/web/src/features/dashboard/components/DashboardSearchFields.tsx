import type { ReactNode } from "react";
import { SearchField } from "../../../lib/table/SearchField";
import {
  acceptsMemberIdText,
  acceptsNameText,
  BLOCKED_ID_KEYS,
  MEMBER_ID_SEARCH_MAX,
  NAME_SEARCH_MAX,
} from "./search-rules";

// The page keeps both texts (session storage, spec 3 §4) and debounces what it sends (useDebouncedSearch), so these
// boxes are controlled: every accepted keystroke goes straight to onChange.

/** 'Search by name': a keystroke that would add anything but letters, digits, spaces or common punctuation is ignored. */
export function NameSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  return (
    <SearchField
      label="Search by name"
      value={value}
      onChange={onChange}
      accept={acceptsNameText}
      maxLength={NAME_SEARCH_MAX}
      minWidth={240}
    />
  );
}

/** 'Search by ID': digits only, at most 6; e, E, +, - and . are blocked (spec 3 §5). */
export function MemberIdSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  return (
    <SearchField
      label="Search by ID"
      value={value}
      onChange={onChange}
      accept={acceptsMemberIdText}
      blockedKeys={BLOCKED_ID_KEYS}
      inputMode="numeric"
      maxLength={MEMBER_ID_SEARCH_MAX}
      minWidth={180}
    />
  );
}
