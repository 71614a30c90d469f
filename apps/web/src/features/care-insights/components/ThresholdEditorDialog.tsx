import { vitalRoutes, VITAL_MESSAGES } from "@care/contracts";
import { Box, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import type { VitalRow } from "../api/list-vitals";
import { useUpdateVitalThreshold } from "../api/update-vital-threshold";
import { measurementLabel } from "./insight-labels";
import { acceptPercent, figure, ruleBounds } from "./vital-rules";

const R = vitalRoutes.thresholdUpdate;
type Body = BodyOf<typeof R>;

const PERCENT_FIELDS = [
  { name: "threshold.upHigh", label: "Upper Action %" },
  { name: "threshold.upLow", label: "Upper Attention %" },
  { name: "threshold.lowHigh", label: "Lower Attention %" },
  { name: "threshold.lowLow", label: "Lower Action %" },
] as const;

const pct = (n: number | null): string => (n === null ? "" : String(n));

function defaults(vital: VitalRow, timezone: string): Body {
  return {
    senior_id: vital.seniorId,
    measurement_name: vital.measurementName,
    timezone,
    baseline_info: vital.baseline,
    actual_info: vital.actual,
    timestamp: vital.timestamp,
    threshold: {
      upHigh: pct(vital.threshold.upHigh),
      upLow: pct(vital.threshold.upLow),
      lowHigh: pct(vital.threshold.lowHigh),
      lowLow: pct(vital.threshold.lowLow),
      // The bounds are filled in from the percentages when the form is sent.
      definition: {
        action: [
          { operator: "gt", value: null, event: { action: "upper_action" } },
          { operator: "lt", value: null, event: { action: "lower_action" } },
        ],
      },
    },
  };
}

/**
 * The threshold editor (spec 2 §3 Vital, §4): the four percentages around the baseline average, numbers only,
 * empty sent as null; the contract's own schema checks them. Saving a vital that is not yet ACTIVE_INSIGHT first
 * asks, because saving switches its care insight messages ON.
 */
export function ThresholdEditorDialog({
  vital,
  timezone,
  onClose,
}: {
  vital: VitalRow;
  timezone: string;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const save = useUpdateVitalThreshold(vital.seniorId);
  const form = useContractForm(R.body, { defaultValues: defaults(vital, timezone) });
  const [pending, setPending] = useState<Body | null>(null);
  const title = vital.measurementTitle ?? measurementLabel(vital.measurementName);
  const unit = vital.measurementUnit ?? "";

  const send = async (values: Body): Promise<void> => {
    setPending(null);
    const t = values.threshold as {
      upHigh: number | null;
      upLow: number | null;
      lowHigh: number | null;
      lowLow: number | null;
    };
    const bounds = ruleBounds(vital.baseline.avg, t);
    const body: Body = {
      ...values,
      threshold: {
        ...values.threshold,
        definition: {
          action: [
            { operator: "gt", value: bounds.upper, event: { action: "upper_action" } },
            { operator: "lt", value: bounds.lower, event: { action: "lower_action" } },
          ],
        },
      },
    };
    try {
      await save.mutateAsync(body);
      toast.show({ type: "success", message: VITAL_MESSAGES.updated });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.kind === "canceled") return;
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: VITAL_MESSAGES.updateFailed });
    }
  };

  // Not useFormDialog: a vital not yet ACTIVE_INSIGHT asks first, and a failure says VITAL_MESSAGES.updateFailed.
  const onValid = (values: Body): void => {
    if (vital.currentState === "ACTIVE_INSIGHT") void send(values);
    else setPending(values);
  };

  return (
    <>
      <FormDialog
        titleId="threshold-title"
        title={`Edit Thresholds — ${title}`}
        submitLabel="Submit"
        onClose={onClose}
        onSubmit={form.handleSubmit((v) => onValid(v as Body))}
        submitting={save.isPending}
        disableCancelWhileSubmitting
      >
        <Typography variant="body2" color="text.secondary">
          Percentages around the baseline average ({figure(vital.baseline.avg)} {unit}). Leave a field empty for none.
        </Typography>
        {/* The rule's own error sits close under the fields it is about. */}
        <Box>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
            {PERCENT_FIELDS.map((f) => (
              <FormTextField
                key={f.name}
                control={form.control}
                name={f.name}
                label={f.label}
                size="small"
                transformInput={acceptPercent}
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
            ))}
          </Box>
          {form.formState.errors.threshold?.definition && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {String(form.formState.errors.threshold.definition.message ?? "")}
            </Typography>
          )}
        </Box>
      </FormDialog>
      <ConfirmDialog
        open={pending !== null}
        title="Switch ON Care Insight Messages?"
        text={`Submitting these thresholds switches ON Care Insight Messages for ${title}.`}
        confirmLabel="Submit"
        busy={save.isPending}
        onConfirm={() => pending && void send(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
