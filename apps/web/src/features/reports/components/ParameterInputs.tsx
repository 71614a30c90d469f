import { useEffect, type ReactNode } from "react";
import { useWatch, type Control, type FieldValues, type Path, type UseFormSetValue } from "react-hook-form";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import type { ParameterField } from "../model/parameter-fields";

/** "All …": a blank picker means no filter on that field. */
const ALL: Partial<Record<ParameterField["name"], string>> = {
  corporation_id: "All Corporations",
  facility_id: "All Facilities",
  zone: "All Zones",
  member_type: "All Member Types",
  questionnaire_no: "All Questionnaires",
  shift: "All Shifts",
};

/**
 * The inputs of a type's parameters (parameterFields): past dates from the calendar (MM/dd/yyyy, no future day),
 * the corporation and facility pickers (GET /api/users/facilities/options; the facilities of the chosen
 * corporation only) and the fixed lists. Bound to `parameters.<name>` of the dialog's form.
 */
export function ParameterInputs<T extends FieldValues>({
  fields,
  control,
  setValue,
}: {
  fields: readonly ParameterField[];
  control: Control<T, unknown, FieldValues>;
  setValue: UseFormSetValue<T>;
}): ReactNode {
  const pickers = fields.some((f) => f.kind === "corporation" || f.kind === "facility");
  const options = useFacilityOptions(pickers);
  const name = (p: string): Path<T> => `parameters.${p}` as Path<T>;
  const corporation = useWatch({ control, name: name("corporation_id") }) as string | undefined;
  const facility = useWatch({ control, name: name("facility_id") }) as string | undefined;
  const facilities = (options.data?.facilities ?? []).filter((f) => !corporation || f.corporate_id === corporation);

  // A facility of another corporation is not a filter the user can see any more: it is cleared.
  useEffect(() => {
    if (facility && options.data && !facilities.some((f) => f.id === facility)) {
      setValue(name("facility_id"), "" as never, { shouldDirty: true });
    }
  });

  return (
    <>
      {fields.map((f) => {
        if (f.kind === "date") {
          return (
            <FormDateField key={f.name} control={control} name={name(f.name)} label={f.label} required={f.required} />
          );
        }
        const choices =
          f.kind === "corporation"
            ? (options.data?.corporations ?? []).map((c) => ({ value: c.id, label: c.name }))
            : f.kind === "facility"
              ? facilities.map((c) => ({ value: c.id, label: c.name }))
              : f.options;
        return (
          <FormSelectField
            key={f.name}
            size="small"
            control={control}
            name={name(f.name)}
            label={f.label}
            required={f.required}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            emptyOption={ALL[f.name] ?? "All"}
            options={choices}
          />
        );
      })}
    </>
  );
}
