import { ADMIN_DEVICE_MESSAGES, DEVICE_RETIRE_REASON_MAX, adminDeviceRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { deviceTypeLabel } from "../../../lib/devices/device-labels";
import { useContractForm } from "../../../lib/forms/contract-form";
import { ReasonDialog } from "../../../lib/forms/ReasonDialog";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useDeviceStatus, type InventoryDevice } from "../api/devices";

const schema = adminDeviceRoutes.setAdminDeviceStatus.body;

/** Retire a device nobody has, with the reason (lost, broken, returned to the vendor). */
export function RetireDeviceDialog({ device, onClose }: { device: InventoryDevice; onClose: () => void }): ReactNode {
  const status = useDeviceStatus();
  const form = useContractForm(schema, {
    defaultValues: { device_id: device.device_id, retired: true, reason: "" },
  });
  const dialog = useFormDialog(form, {
    save: (values) => status.mutateAsync(values),
    success: ADMIN_DEVICE_MESSAGES.retired,
    onClose,
  });
  return (
    <ReasonDialog
      titleId="retire-device-title"
      title="Retire Device"
      intro={
        <>
          {deviceTypeLabel(device.device_type)} {device.unique_identifier} leaves service: no member can be given it
          until it is returned to service.
        </>
      }
      control={form.control}
      maxLength={DEVICE_RETIRE_REASON_MAX}
      {...dialog}
      submitLabel="Retire"
    />
  );
}
