import { MIN_NAME_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from "@care/contracts";
import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef, useState, type ReactNode } from "react";

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
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  minLength?: number;
  /** The field's label where 'Search' would not say what is searched (e.g. the audit log's actor). */
  label?: string;
}): ReactNode {
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
    if (text === sent.current || (text.length > 0 && text.length < minLength)) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange, minLength]);

  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{
        htmlInput: { maxLength: 100, spellCheck: false, autoComplete: "off" },
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
