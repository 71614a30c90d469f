import { Autocomplete, Chip, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";

/** The first reason among the recipients' (one per address: `recipients.1` → 'Invalid email address'). */
function firstReason(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const m = (item as { message?: unknown } | undefined)?.message;
    if (typeof m === "string" && m) return m;
  }
  return undefined;
}

/**
 * The schedule's recipients: addresses as chips, one added on Enter or on leaving the field; the contract's
 * EmailField checks each one.
 */
export function RecipientsField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
}): ReactNode {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as string[];
  const reason = firstReason(fieldState.error);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      onChange={(_, next) => field.onChange(next.map((v) => v.trim()).filter((v) => v !== ""))}
      onBlur={field.onBlur}
      renderValue={(chips, getItemProps) =>
        chips.map((c, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={c} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          size="small"
          error={reason !== undefined}
          helperText={reason ?? "Press Enter after each email address"}
        />
      )}
    />
  );
}
