import { ADMIN_DEVICE_MESSAGES, adminDeviceRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { DEVICE_TYPE_LABELS, type DeviceType } from "../../../lib/devices/device-labels";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useRegisterDevice } from "../api/devices";

const schema = adminDeviceRoutes.registerAdminDevice.body;

/** What the identifier is for each type: the hint under the field. */
const SERIAL_HINT: Record<DeviceType, string> = {
  watch: "15-digit IMEI",
  techuva_watch: "15-digit IMEI",
  scale: "MAC address, e.g. 00:24:e4:12:34:56",
  sleep: "MAC address, e.g. 00:24:e4:12:34:56",
  withings_hub: "Serial number (letters and digits)",
};

/**
 * Register a device in the inventory: its type, identifier (checked per type by the API), model and, for watches,
 * the watch's own phone number. `types` are the types offered (the Techuva page registers Techuva watches only).
 */
export function RegisterDeviceDialog({
  types,
  onClose,
}: {
  types: readonly DeviceType[];
  onClose: () => void;
}): ReactNode {
  const register = useRegisterDevice();
  const form = useContractForm(schema, {
    defaultValues: { device_type: types[0], device_serial: "", model: "", watch_phone_number: "" },
  });
  const type = useWatch({ control: form.control, name: "device_type" }) as DeviceType;
  const isWatch = type === "watch" || type === "techuva_watch";
  const dialog = useFormDialog(form, {
    save: (values) => register.mutateAsync(isWatch ? values : { ...values, watch_phone_number: undefined }),
    success: ADMIN_DEVICE_MESSAGES.registered,
    onClose,
  });
  return (
    <FormDialog titleId="register-device-title" title="Register Device" submitLabel="Register" {...dialog}>
      <FormSelectField
        control={form.control}
        name="device_type"
        label="Device Type"
        required
        size="small"
        options={types}
        optionLabel={(t) => DEVICE_TYPE_LABELS[t]}
      />
      <FormTextField
        control={form.control}
        name="device_serial"
        label="IMEI / MAC / Serial"
        required
        size="small"
        helperText={SERIAL_HINT[type]}
        slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, autoComplete: "off" } }}
      />
      <FormTextField
        control={form.control}
        name="model"
        label="Model"
        size="small"
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      {isWatch && (
        <PhoneField control={form.control} name="watch_phone_number" label="Watch Phone Number" size="small" />
      )}
    </FormDialog>
  );
}
