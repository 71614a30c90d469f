import { MenuItem, TextField } from "@mui/material";
import type { ReactNode } from "react";

/** A list filter: '' is "no filter", shown with the `all` label (spec 2 §9 'All Agencies' means no filter). */
export function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}): ReactNode {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
