import { SEARCH_DEBOUNCE_MS } from "@care/contracts";
import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef, useState, type ReactNode } from "react";

/** A name search that follows the list 500 ms after the last keystroke (spec 1 §9 search debounce). */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
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
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100, autoComplete: "off" },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 260 }}
    />
  );
}
