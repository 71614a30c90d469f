import Search from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";
import type { ReactNode } from "react";
import {
  acceptsMemberIdText,
  acceptsNameText,
  BLOCKED_ID_KEYS,
  MEMBER_ID_SEARCH_MAX,
  NAME_SEARCH_MAX,
} from "./search-rules";

const searchIcon = (
  <InputAdornment position="start">
    <Search fontSize="small" />
  </InputAdornment>
);

/** 'Search by name': a keystroke that would add anything but letters, digits, spaces or common punctuation is ignored. */
export function NameSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  return (
    <TextField
      size="small"
      label="Search by name"
      value={value}
      onChange={(e) => {
        if (acceptsNameText(e.target.value)) onChange(e.target.value);
      }}
      slotProps={{
        htmlInput: { maxLength: NAME_SEARCH_MAX, autoComplete: "off", spellCheck: false },
        input: { startAdornment: searchIcon },
      }}
      sx={{ minWidth: 240 }}
    />
  );
}

/** 'Search by ID': digits only, at most 6; e, E, +, - and . are blocked (spec 3 §5). */
export function MemberIdSearchField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  return (
    <TextField
      size="small"
      label="Search by ID"
      value={value}
      onKeyDown={(e) => {
        if (BLOCKED_ID_KEYS.includes(e.key)) e.preventDefault();
      }}
      onChange={(e) => {
        if (acceptsMemberIdText(e.target.value)) onChange(e.target.value);
      }}
      slotProps={{
        htmlInput: { inputMode: "numeric", maxLength: MEMBER_ID_SEARCH_MAX, autoComplete: "off" },
        input: { startAdornment: searchIcon },
      }}
      sx={{ minWidth: 180 }}
    />
  );
}
