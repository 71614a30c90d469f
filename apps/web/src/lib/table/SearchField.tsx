import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import type { ReactNode } from "react";

const searchIcon = (
  <InputAdornment position="start">
    <Search fontSize="small" />
  </InputAdornment>
);

/**
 * The portal's search box: small, with the search icon, no autocomplete or spell check. A keystroke that `accept`
 * refuses is ignored, so the box never holds a text its search would reject. The label always sits above the box
 * (the icon puts it there anyway), so a placeholder shows while the box is empty.
 */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  maxLength,
  minWidth,
  accept,
  blockedKeys,
  inputMode,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  placeholder?: string;
  maxLength: number;
  minWidth: number;
  accept?: (next: string) => boolean;
  /** Keys dropped before they reach the box: ones a number pad offers that the search cannot hold (e, +, -). */
  blockedKeys?: readonly string[];
  /** "numeric" brings up a phone's number pad. */
  inputMode?: "numeric";
}): ReactNode {
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onKeyDown={
        blockedKeys
          ? (e) => {
              if (blockedKeys.includes(e.key)) e.preventDefault();
            }
          : undefined
      }
      onChange={(e) => {
        if (!accept || accept(e.target.value)) onChange(e.target.value);
      }}
      sx={{ minWidth }}
      slotProps={{
        htmlInput: { maxLength, inputMode, spellCheck: false, autoComplete: "off" },
        inputLabel: { shrink: true },
        input: { startAdornment: searchIcon },
      }}
    />
  );
}
