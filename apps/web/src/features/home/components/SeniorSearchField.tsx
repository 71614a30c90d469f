import { MIN_NAME_SEARCH_LENGTH, NAME_SEARCH_CHARS, SEARCH_DEBOUNCE_MS } from "@care/contracts";
import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef, useState, type ReactNode } from "react";

const MAX = 100;

/** Trimmed, spaces collapsed; sent when empty or at least 3 characters (a member id: any length of digits). */
export function searchToSend(text: string): string | null {
  const v = text.trim().replace(/\s+/g, " ");
  if (/^\d{1,6}$/.test(v)) return v;
  return v.length === 0 || v.length >= MIN_NAME_SEARCH_LENGTH ? v : null;
}

/**
 * One box for a name or a member id (the care dashboard's search rules, spec 3 §5): other characters are ignored,
 * and the list follows 500 ms after the last keystroke.
 */
export function SeniorSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = searchToSend(text);
    if (next === null || next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onChange(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <TextField
      size="small"
      label="Search by name or ID"
      value={text}
      onChange={(e) => {
        if (e.target.value.length <= MAX && NAME_SEARCH_CHARS.test(e.target.value)) setText(e.target.value);
      }}
      slotProps={{
        htmlInput: { maxLength: MAX, autoComplete: "off", spellCheck: false },
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
