import { NO_DATA_MESSAGES, noDataRoutes, type NoDataSetting } from "@care/contracts";
import { Checkbox, FormControlLabel, Stack, Switch, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useController } from "react-hook-form";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useUpdateNoDataSetting } from "../api/update-no-data-setting";
import { deviceLabel, silenceText } from "./no-data-labels";

const R = noDataRoutes.update;
type Body = BodyOf<typeof R>;

/**
 * Edits one device kind's no-data alert: its silence within the contract's bounds or back to the default, and
 * whether the alert is raised at all. The contract's schema checks the bounds and words the error.
 */
export function NoDataSettingDialog({
  senior,
  setting,
  onClose,
}: {
  senior: SeniorRef;
  setting: NoDataSetting;
  onClose: () => void;
}): ReactNode {
  const save = useUpdateNoDataSetting(senior.seniorId);
  const useDefaultAtFirst = setting.silence === setting.default_silence;
  const defaultValues: Body = {
    senior_id: senior.seniorId,
    ...(senior.accountId ? { account_id: senior.accountId } : {}),
    device_type: setting.device_type,
    silence: useDefaultAtFirst ? null : setting.silence,
    enabled: setting.enabled,
  };
  const form = useContractForm(R.body, { defaultValues });
  const silence = useController({ name: "silence", control: form.control });
  const enabled = useController({ name: "enabled", control: form.control });
  const [useDefault, setUseDefault] = useState(useDefaultAtFirst);
  const [text, setText] = useState(String(setting.silence));
  const label = deviceLabel(setting.device_type);

  // An empty field holds 0, below every device's minimum, so the contract's own bound message shows.
  const silenceOf = (typed: string): number => (typed === "" ? 0 : Number(typed));

  const dialog = useFormDialog(form, {
    save: (body) => save.mutateAsync(body as Body),
    success: NO_DATA_MESSAGES.updated,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });

  return (
    <FormDialog
      titleId="no-data-title"
      title={`No-Data Alert — ${label}`}
      maxWidth="xs"
      disableCancelWhileSubmitting
      {...dialog}
    >
      {/* The switch, the checkbox and the field sit closer than FormDialog's spacing. */}
      <Stack spacing={1}>
        <FormControlLabel
          label="Alert enabled"
          control={
            <Switch checked={enabled.field.value === true} onChange={(e) => enabled.field.onChange(e.target.checked)} />
          }
        />
        <FormControlLabel
          label={`Use the default (${silenceText(setting.default_silence, setting.unit)})`}
          control={
            <Checkbox
              checked={useDefault}
              onChange={(e) => {
                setUseDefault(e.target.checked);
                silence.field.onChange(e.target.checked ? null : silenceOf(text));
              }}
            />
          }
        />
        <TextField
          size="small"
          label={`Silence (${silenceText(setting.min, setting.unit).replace(/^\d+ /, "")})`}
          name="silence"
          inputRef={silence.field.ref}
          disabled={useDefault}
          value={useDefault ? String(setting.default_silence) : text}
          onBlur={silence.field.onBlur}
          onChange={(e) => {
            // Whole numbers only, as the contract takes.
            const typed = e.target.value.replace(/\D/g, "").slice(0, 3);
            setText(typed);
            silence.field.onChange(silenceOf(typed));
          }}
          error={silence.fieldState.invalid}
          helperText={silence.fieldState.error?.message ?? `${setting.min}-${setting.max}`}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      </Stack>
    </FormDialog>
  );
}
