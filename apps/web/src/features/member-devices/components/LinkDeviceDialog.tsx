import { DEVICE_MESSAGES, LINKABLE_DEVICE_TYPES, SENSITIVITY_LEVELS, memberDeviceRoutes } from "@care/contracts";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useLinkDevice, type LinkDeviceBody } from "../api/link-device";
import { LINKABLE_TYPE_LABELS, linkRefusal } from "./device-text";

const schema = memberDeviceRoutes.link.body;

/**
 * Links a device to the senior (PUT users/medical-device). A device linked to another member asks first ('This
 * device is currently assigned to another user'); confirming sends the same request again with `force`.
 */
export function LinkDeviceDialog({ seniorId, onClose }: { seniorId: string; onClose: () => void }): ReactNode {
  const toast = useToast();
  const link = useLinkDevice();
  const [refusal, setRefusal] = useState<readonly string[] | null>(null);
  const [pending, setPending] = useState<LinkDeviceBody | null>(null);
  const form = useContractForm(schema, {
    defaultValues: {
      senior_id: seniorId,
      device_type: "watch",
      device_serial: "",
      sensitivity_data: "medium",
      install_date: undefined,
      force: false,
    },
  });
  const type = form.watch("device_type");

  // Not useFormDialog: a device assigned to another member asks first, and a refusal shows above the fields.
  const send = async (body: LinkDeviceBody): Promise<void> => {
    setRefusal(null);
    try {
      await link.mutateAsync(body);
      toast.show({ type: "success", message: DEVICE_MESSAGES.saved });
      onClose();
    } catch (err) {
      const r = linkRefusal(err);
      if (r.kind === "assigned") setPending({ ...body, force: true });
      else if (r.kind === "fields") setServerErrors(err, form.setError);
      else setRefusal(r.lines);
    }
  };

  const submit = form.handleSubmit((values) =>
    send({
      ...values,
      // Sensitivity is a watch's setting; an empty install date is not sent.
      sensitivity_data: values.device_type === "watch" ? values.sensitivity_data : undefined,
      install_date: values.install_date || undefined,
    }),
  );

  return (
    <>
      <FormDialog
        titleId="link-device-title"
        title="Link Device"
        submitLabel="Link"
        onClose={onClose}
        onSubmit={submit}
        submitting={link.isPending}
      >
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        <FormSelectField
          control={form.control}
          name="device_type"
          label="Device Type"
          required
          size="small"
          options={LINKABLE_DEVICE_TYPES}
          optionLabel={(t) => LINKABLE_TYPE_LABELS[t]}
        />
        <FormTextField
          control={form.control}
          name="device_serial"
          label={type === "watch" ? "IMEI Number" : "Serial Number"}
          required
          size="small"
        />
        {type === "watch" && (
          <FormSelectField
            control={form.control}
            name="sensitivity_data"
            label="Sensitivity"
            size="small"
            options={SENSITIVITY_LEVELS}
            optionLabel={(s) => s[0]?.toUpperCase() + s.slice(1)}
          />
        )}
        <FormDateField control={form.control} name="install_date" label="Install Date" />
      </FormDialog>
      {pending && (
        <Dialog open onClose={() => setPending(null)} aria-labelledby="device-assigned-title">
          <DialogTitle id="device-assigned-title">Warning</DialogTitle>
          <DialogContent>
            <DialogContentText>{DEVICE_MESSAGES.assignedToAnother}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => {
                const body = pending;
                setPending(null);
                void send(body);
              }}
            >
              Confirm
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
