import { isDeviceSearch } from "@care/contracts";
import type { ReactNode } from "react";
import { SearchField } from "../../../lib/table/SearchField";
import { asTyped, useSearchText } from "../../../lib/table/use-search-text";

/**
 * Spec 3 §5 device search: alphanumerics, or a MAC in colon form (hex digits and colons, no colon first or second,
 * at most 6 groups of at most 2). A keystroke that would break the rule is ignored, so the field never holds an
 * invalid value. The list follows 500 ms after the last keystroke (spec 1 §9 search debounce).
 */
export function DeviceSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  const [text, setText] = useSearchText(value, onChange, asTyped);
  return (
    <SearchField
      label="Search"
      placeholder="IMEI, MAC or serial"
      value={text}
      onChange={setText}
      accept={isDeviceSearch}
      maxLength={64}
      minWidth={280}
    />
  );
}
