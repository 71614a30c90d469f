import { MIN_NAME_SEARCH_LENGTH } from "@care/contracts";
import { useCallback, type ReactNode } from "react";
import { SearchField } from "./SearchField";
import { useSearchText } from "./use-search-text";

/**
 * The admin lists' name search (spec 1 §9): 'Search by name', sent 500 ms after the last keystroke and only when
 * empty or at least 3 characters long (`minLength` lowers that for catalogues searched by a fragment).
 */
export function NameSearchField({
  value,
  onChange,
  placeholder = "Search by name",
  minLength = MIN_NAME_SEARCH_LENGTH,
  label = "Search",
  keep,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  minLength?: number;
  /** The field's label where 'Search' would not say what is searched (e.g. the audit log's actor). */
  label?: string;
  /** What the box keeps of a keystroke's text (e.g. only the characters a name search allows). */
  keep?: (typed: string) => string;
}): ReactNode {
  const toSend = useCallback((text: string) => (text.length > 0 && text.length < minLength ? null : text), [minLength]);
  const [text, setText] = useSearchText(value, onChange, toSend);
  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={keep ? (typed) => setText(keep(typed)) : setText}
      maxLength={100}
      minWidth={220}
    />
  );
}
