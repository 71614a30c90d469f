import { WELLNESS_PLAN_MESSAGES, WellnessPlanSaveBody } from "@care/contracts";
import { Box, Button, MenuItem, Paper, TextField } from "@mui/material";
import { useEffect, type ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useToast } from "../../../lib/feedback/toast-context";
import { useAutoSave } from "../../../lib/forms/auto-save";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { submitOrReject } from "../../../lib/forms/submit-or-reject";
import type { WellnessPlanData } from "../api/get-wellness-plan";
import { useWellnessCoaches } from "../api/get-wellness-coaches";
import { useSaveWellnessPlan } from "../api/save-wellness-plan";
import { isPlanConflict } from "./plan-conflict";
import { PLAN_SECTIONS, planFormFrom, planSaveBody, type PlanFormOutput } from "./plan-form";
import { PlanListField } from "./PlanListField";

export const ALL_WELLNESS_COACHES = "All Wellness Coaches";

export interface PlanEditorProps {
  seniorId: string;
  plan: WellnessPlanData;
  readOnly: boolean;
  /** The version the user's copy is based on: sent as current_version. */
  baseVersion: number;
  onSaved: (version: number) => void;
  /** Someone else saved since: the page offers a reload; the user's text stays on screen. */
  onConflict: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The plan's text (spec 2 §2): the SBAR sections, member priorities, challenges and the wellness coach, each
 * section with its own error; Save and the auto-save timer make a new version. Older versions are read-only.
 */
export function PlanEditor({
  seniorId,
  plan,
  readOnly,
  baseVersion,
  onSaved,
  onConflict,
  onDirtyChange,
}: PlanEditorProps): ReactNode {
  const toast = useToast();
  const form = useContractForm(WellnessPlanSaveBody, { defaultValues: planFormFrom(plan, seniorId) });
  const save = useSaveWellnessPlan();
  const coaches = useWellnessCoaches();
  const dirty = form.formState.isDirty && !readOnly;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onValid = async (values: PlanFormOutput): Promise<void> => {
    try {
      const saved = await save.mutateAsync(planSaveBody(values, baseVersion));
      form.reset(form.getValues());
      onSaved(saved.current_version);
    } catch (err) {
      if (isPlanConflict(err)) onConflict();
      else if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
      throw err;
    }
  };
  // useWatch, not form.watch(): under the React Compiler only a subscription re-renders with every change, so each
  // change restarts the auto-save countdown (lib/forms/auto-save.ts).
  const values = useWatch({ control: form.control });
  const autoSave = useAutoSave({
    isDirty: dirty,
    values,
    save: submitOrReject(form, onValid),
    enabled: !readOnly,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    autoSave.cancel();
    try {
      await onValid(values);
      toast.show({ type: "success", message: WELLNESS_PLAN_MESSAGES.saved });
    } catch {
      // Shown by onValid: on the fields, as the conflict banner or in a toast.
    }
  });

  const coachOptions = coaches.data ?? [];
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Wellness Plan">
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: "grid", gap: 2 }}>
        <Controller
          control={form.control}
          name="careagent_id"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Wellness Coach"
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)}
              disabled={readOnly}
              sx={{ maxWidth: 360 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{ALL_WELLNESS_COACHES}</MenuItem>
              {coachOptions.map((c) => (
                <MenuItem key={c.userId} value={c.userId}>
                  {c.fullName}
                </MenuItem>
              ))}
              {/* The plan's coach stays nameable even when they no longer have assigned seniors. */}
              {field.value && !coachOptions.some((c) => c.userId === field.value) && (
                <MenuItem value={field.value}>{field.value}</MenuItem>
              )}
            </TextField>
          )}
        />
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
          {PLAN_SECTIONS.map((s) => (
            <FormTextField
              key={s.name}
              control={form.control}
              name={`wellness_plan_details.${s.name}`}
              label={s.label}
              multiline
              minRows={3}
              disabled={readOnly}
            />
          ))}
        </Box>
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
          <PlanListField
            control={form.control}
            name="wellness_plan_details.member_priorities"
            title="Member Priorities"
            itemLabel="Priority"
            readOnly={readOnly}
          />
          <PlanListField
            control={form.control}
            name="wellness_plan_details.challenges"
            title="Challenges"
            itemLabel="Challenge"
            readOnly={readOnly}
          />
        </Box>
        {!readOnly && (
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
