import { Autocomplete, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { fieldColourSx } from "../../../lib/forms/field-state";
import { asTyped, useDebouncedSend } from "../../../lib/table/use-search-text";
import { useMedicineSearch } from "../api/search-medicine";

/**
 * The medication's medicine: typed freely, with names from the medicine catalogue (GET users/medicine, 25 at most)
 * offered 500 ms after the last keystroke (spec 2 §9 search debounce).
 */
export function MedicineField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}): ReactNode {
  const { field, fieldState, formState } = useController({ name, control });
  const text = typeof field.value === "string" ? field.value : "";
  const [debounced, setDebounced] = useState(text);
  useDebouncedSend(text, debounced, asTyped, setDebounced);
  const search = useMedicineSearch(debounced);
  const options = search.data?.medicines.map((m) => m.name) ?? [];
  const visited = fieldState.isTouched || formState.isSubmitted;
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(o) => o}
      inputValue={text}
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? "")}
      loading={search.isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="Medicine"
          required
          size="small"
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          sx={fieldColourSx({ invalid: fieldState.invalid, valid: visited && !fieldState.invalid && text !== "" })}
        />
      )}
    />
  );
}
