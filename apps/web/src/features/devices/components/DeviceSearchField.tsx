import { isDeviceSearch, SEARCH_DEBOUNCE_MS } from "@care/contracts";
import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Spec 3 §5 device search: alphanumerics, or a MAC in colon form (hex digits and colons, no colon first or second,
 * at most 6 groups of at most 2). A keystroke that would break the rule is ignored, so the field never holds an
 * invalid value. The list follows 500 ms after the last keystroke (spec 1 §9 search debounce).
 */
export function DeviceSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed under the field (back button, a restored list position): show what the list shows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <TextField
      size="small"
      label="Search"
      placeholder="IMEI, MAC or serial"
      value={text}
      onChange={(e) => {
        if (isDeviceSearch(e.target.value)) setText(e.target.value);
      }}
      slotProps={{
        htmlInput: { maxLength: 64, spellCheck: false, autoComplete: "off" },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 280 }}
    />
  );
}
