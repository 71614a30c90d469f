import type { SxProps, Theme } from "@mui/material";

/**
 * Spec 1 §5: errors show red, valid fields green. A field counts as valid once the user has been there (touched,
 * or the form was submitted) and it holds a value without error; an untouched field stays neutral.
 */
export function fieldColourSx(state: { invalid: boolean; valid: boolean }): SxProps<Theme> | undefined {
  if (state.invalid || !state.valid) return undefined;
  return {
    "& .MuiOutlinedInput-notchedOutline": { borderColor: "success.main" },
    "& .MuiInputLabel-root:not(.Mui-focused)": { color: "success.main" },
  };
}

export function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}
