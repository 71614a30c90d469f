import { Autocomplete, Box, TextField } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { US_STATES } from "../../../lib/us-states";
import { useGeocode, type GeocodeMatch } from "../api/geocode";
import type { MemberForm } from "./member-form";

/** Search debounce (spec 2 §9: 500 ms). */
const DEBOUNCE_MS = 500;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [value]);
  return settled;
}

/** The street as typed: what comes before the first comma (the offline geocoder knows ZIPs, not streets). */
const typedStreet = (typed: string): string => typed.split(",")[0]?.trim() ?? "";

/**
 * The address of the member form (spec 2 §3) with the US-only autocomplete (spec 1 §5, spec 2 §5): a search field
 * whose choice fills street, city, state and zipcode, and a zipcode that fills city and state (postal codes only).
 */
export function AddressFields({ form, disabled }: { form: MemberForm; disabled?: boolean }): ReactNode {
  const [search, setSearch] = useState("");
  const found = useGeocode(useDebounced(search));
  const zipcode = form.watch("address.zipcode");
  const zipMatch = useGeocode(/^\d{5}$/.test(zipcode ?? "") ? (zipcode ?? "") : "");

  const set = (name: "address.street" | "address.city" | "address.state" | "address.zipcode", value: string): void =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });

  // A typed ZIP fills the city and state the user has not typed yet.
  useEffect(() => {
    const m = zipMatch.data;
    if (!m) return;
    if (m.city && !form.getValues("address.city")) set("address.city", m.city);
    if (m.state && !form.getValues("address.state")) set("address.state", m.state);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer fills
  }, [zipMatch.data]);

  const choose = (m: GeocodeMatch | null): void => {
    if (!m) return;
    const street = m.street ?? typedStreet(search);
    if (street) set("address.street", street);
    if (m.city) set("address.city", m.city);
    if (m.state) set("address.state", m.state);
    if (m.zipcode) set("address.zipcode", m.zipcode);
  };

  const options = found.data && search.trim() ? [found.data] : [];
  return (
    <>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <Autocomplete<GeocodeMatch, false, false, true>
          freeSolo
          disabled={disabled}
          options={options}
          filterOptions={(o) => o}
          getOptionLabel={(o) => (typeof o === "string" ? o : o.formatted_address)}
          inputValue={search}
          onInputChange={(_e, value, reason) => {
            if (reason !== "reset") setSearch(value);
          }}
          onChange={(_e, value) => choose(typeof value === "string" ? null : value)}
          loading={found.isFetching}
          noOptionsText="No address found"
          renderInput={(params) => (
            <TextField {...params} label="Search Address (US)" size="small" placeholder="Street, city, state or ZIP" />
          )}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="address.street"
        label="Street"
        required
        size="small"
        disabled={disabled}
      />
      <FormTextField
        control={form.control}
        name="address.apartment_number"
        label="Apartment Number"
        size="small"
        disabled={disabled}
      />
      <FormTextField
        control={form.control}
        name="address.city"
        label="City"
        required
        size="small"
        disabled={disabled}
      />
      <FormTextField
        control={form.control}
        name="address.zipcode"
        label="Zipcode"
        required
        size="small"
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10 } }}
      />
      <FormSelectField
        control={form.control}
        name="address.state"
        label="State"
        required
        size="small"
        disabled={disabled}
        options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
      />
    </>
  );
}
