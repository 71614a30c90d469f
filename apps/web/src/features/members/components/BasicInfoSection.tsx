import { MEMBER_MESSAGES, type BasicInfo } from "@care/contracts";
import { Alert, Box, Button, CircularProgress, MenuItem } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useToast } from "../../../lib/feedback/toast-context";
import { useAutoSave } from "../../../lib/forms/auto-save";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { submitOrReject } from "../../../lib/forms/submit-or-reject";
import { useBasicInfo } from "../../../lib/shared/senior-profile";
import { useSaveBasicInfo } from "../api/basic-info";
import type { SeniorIds } from "../api/member-routes";
import {
  basicInfoFormFrom,
  BasicInfoFormSchema,
  choicesWith,
  decimalOnly,
  digitsOnly,
  FAITHS,
  LANGUAGES,
  MEDICAL_EQUIPMENT,
  OTHER,
  RACES,
  type BasicInfoFormOutput,
  type BasicInfoFormValues,
} from "./basic-info-form";
import { FormSection } from "./form-grid";
import { LOAD_FAILED } from "./MinimalInfoSection";

type Form = ReturnType<typeof useForm<BasicInfoFormValues, unknown, BasicInfoFormOutput>>;

function Choice({
  form,
  name,
  label,
  choices,
}: {
  form: Form;
  name: "primary_spoken_language" | "faith" | "race" | "medical_equipment";
  label: string;
  choices: readonly string[];
}): ReactNode {
  const current = form.getValues(name);
  return (
    <FormTextField control={form.control} name={name} label={label} select size="small">
      <MenuItem value="">
        <em>None selected</em>
      </MenuItem>
      {choicesWith(choices, current).map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** What the stored values are in the other unit (spec 2 §9), as the API answered them. */
function storedUnits(info: BasicInfo): { height?: string; weight?: string } {
  return {
    height: info.height_cm === null ? undefined : `${info.height_cm} cm`,
    weight: info.weight_kg === null ? undefined : `${info.weight_kg} kg`,
  };
}

function BasicInfoEditor({ senior, info }: { senior: SeniorIds; info: BasicInfo }): ReactNode {
  const toast = useToast();
  const form = useForm<BasicInfoFormValues, unknown, BasicInfoFormOutput>({
    mode: "onTouched",
    defaultValues: basicInfoFormFrom(info, senior.accountId),
    resolver: zodResolver(BasicInfoFormSchema) as never,
  });
  const save = useSaveBasicInfo(senior);
  useUnsavedChangesWarning(form.formState.isDirty);
  const units = storedUnits(save.data ?? info);

  const onValid = async (body: BasicInfoFormOutput): Promise<void> => {
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues());
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
      throw err;
    }
  };
  const watched = useWatch({ control: form.control });
  const autoSave = useAutoSave({
    isDirty: form.formState.isDirty,
    values: watched,
    save: submitOrReject(form, onValid),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    autoSave.cancel();
    try {
      await onValid(body);
      toast.show({ type: "success", message: MEMBER_MESSAGES.savedShort });
    } catch {
      // Shown on the fields or in a toast by onValid.
    }
  });
  const c = form.control;
  const [race, faith, equipment] = useWatch({ control: form.control, name: ["race", "faith", "medical_equipment"] });
  const linksError = form.formState.errors.social_media_links;
  const linkError = Array.isArray(linksError) ? linksError.find(Boolean)?.message : linksError?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Basic Info">
      <FormSection title="Basic Info">
        <FormTextField control={c} name="preferred_name" label="Preferred Name" size="small" />
        <FormTextField
          control={c}
          name="height.feet"
          label="Height (ft)"
          size="small"
          transformInput={digitsOnly}
          helperText={units.height}
        />
        <FormTextField control={c} name="height.inch" label="Height (in)" size="small" transformInput={digitsOnly} />
        <FormTextField
          control={c}
          name="weight"
          label="Weight (lbs)"
          size="small"
          transformInput={decimalOnly}
          helperText={units.weight}
        />
        <FormTextField control={c} name="academic_level" label="Academic Level" size="small" />
        <FormTextField control={c} name="career" label="Career" size="small" />
        <Choice form={form} name="primary_spoken_language" label="Primary Spoken Language" choices={LANGUAGES} />
        <FormTextField control={c} name="other_spoken_language" label="Other Spoken Languages" size="small" />
        <PhoneField control={c} name="home_phone" label="Home Phone" size="small" />
        <PhoneField control={c} name="emergency_phone" label="Emergency Phone" size="small" />
        <FormTextField control={c} name="email" label="Email" size="small" type="email" />
        <Choice form={form} name="faith" label="Faith" choices={FAITHS} />
        {faith === OTHER && <FormTextField control={c} name="other_faith" label="Other Faith" required size="small" />}
        <Choice form={form} name="race" label="Race" choices={RACES} />
        {race === OTHER && <FormTextField control={c} name="other_race" label="Other Race" required size="small" />}
        <Choice form={form} name="medical_equipment" label="Medical Equipment" choices={MEDICAL_EQUIPMENT} />
        {equipment === OTHER && (
          <FormTextField
            control={c}
            name="other_medical_equipment"
            label="Other Medical Equipment"
            required
            size="small"
          />
        )}
        <FormTextField control={c} name="pets" label="Pets" size="small" />
        <FormTextField control={c} name="home_technology" label="Home Technology" size="small" />
        <FormTextField control={c} name="home_entry" label="Home Entry" size="small" />
        <FormTextField control={c} name="radius.value" label="Home Radius" size="small" transformInput={decimalOnly} />
        <FormSelectField
          control={c}
          name="radius.radius_measurement"
          label="Radius Unit"
          size="small"
          options={[
            { value: "feet", label: "Feet" },
            { value: "mile", label: "Mile" },
          ]}
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <FormTextField
            control={c}
            name="social_media_links"
            label="Social Media Links (one per line)"
            size="small"
            multiline
            minRows={2}
            fullWidth
            helperText={linkError}
          />
        </Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <FormTextField
            control={c}
            name="life_event"
            label="Life Event"
            size="small"
            multiline
            minRows={2}
            fullWidth
          />
        </Box>
      </FormSection>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** Basic info of the Profile Info sub-tab (spec 2 §3): height ft/in, weight lbs, home radius, and the rest. */
export function BasicInfoSection({ senior }: { senior: SeniorIds }): ReactNode {
  const info = useBasicInfo(senior);
  if (info.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!info.data) return <CircularProgress aria-label="Loading basic info" />;
  return <BasicInfoEditor key={info.data.senior_id} senior={senior} info={info.data} />;
}
